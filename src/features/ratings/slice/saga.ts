import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { selectSessionUid } from '@/app/session';
import { signedInUid } from '@/lib/firebase/signInFirst';
import { failureOf } from '@/lib/firebase/errors';
import { ordersService } from '@/services/orders.service';
import { ratingsService } from '@/services/ratings.service';
import {
  loadRatableBookings,
  orderRated,
  orderRateFailed,
  ratableBookingsLoaded,
  ratableBookingsLoadFailed,
  rateOrder,
  loadReceivedRatings,
  receivedRatingsLoaded,
  receivedRatingsLoadFailed,
  replyToRating,
  ratingReplied,
  ratingReplyFailed,
} from './index';
import type { RateOrderRequest, ReplyRequest } from './types';

export function* loadRatableBookingsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  try {
    const uid = signedInUid(yield* select(selectSessionUid));
    const orders = yield* call(ordersService.listForEvent, eventId, uid, 'createdBy' as const);
    const ratings = yield* call(
      ratingsService.getForOrders,
      orders.map((order) => order.id),
    );
    yield* put(ratableBookingsLoaded({ eventId, orders, ratings }));
  } catch {
    yield* put(ratableBookingsLoadFailed(eventId));
  }
}

export function* rateOrderSaga(action: PayloadAction<RateOrderRequest>): SagaGenerator<void> {
  const { orderId } = action.payload;
  try {
    yield* call(ratingsService.rateOrder, action.payload);
    const saved = yield* call(ratingsService.getForOrders, [orderId]);
    const rating = saved[orderId];
    if (!rating) throw new Error('The rating was not saved.');
    yield* put(orderRated(rating));
  } catch (error) {
    yield* put(orderRateFailed({ orderId, error: failureOf(error) }));
  }
}

export function* loadReceivedRatingsSaga(
  action: PayloadAction<{ cursor?: string | null }>,
): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const uid = signedInUid(yield* select(selectSessionUid));
    const page = yield* call(ratingsService.listReceived, uid, cursor);
    yield* put(receivedRatingsLoaded({ ...page, append: cursor !== null }));
  } catch {
    yield* put(receivedRatingsLoadFailed());
  }
}

export function* replyToRatingSaga(action: PayloadAction<ReplyRequest>): SagaGenerator<void> {
  const { ratingId, text } = action.payload;
  try {
    yield* call(ratingsService.reply, ratingId, text);
    yield* put(ratingReplied({ ratingId, text: text.trim(), at: Date.now() }));
  } catch (error) {
    yield* put(ratingReplyFailed({ ratingId, error: failureOf(error) }));
  }
}

export function* ratingsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadRatableBookings.type, loadRatableBookingsSaga),
    takeLatest(rateOrder.type, rateOrderSaga),
    takeLatest(loadReceivedRatings.type, loadReceivedRatingsSaga),
    takeLatest(replyToRating.type, replyToRatingSaga),
  ]);
}
