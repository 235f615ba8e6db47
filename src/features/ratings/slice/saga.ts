import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { selectSessionUid } from '@/app/session';
import { errorMessage } from '@/lib/firebase/errors';
import { ordersService } from '@/services/orders.service';
import { ratingsService } from '@/services/ratings.service';
import {
  loadRatableBookings,
  orderRated,
  orderRateFailed,
  ratableBookingsLoaded,
  ratableBookingsLoadFailed,
  rateOrder,
} from './index';
import type { RateOrderRequest } from './types';

export function* loadRatableBookingsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  try {
    const uid = yield* select(selectSessionUid);
    if (!uid) throw new Error('Not signed in');
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
    yield* put(orderRateFailed({ orderId, error: errorMessage(error) }));
  }
}

export function* ratingsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadRatableBookings.type, loadRatableBookingsSaga),
    takeLatest(rateOrder.type, rateOrderSaga),
  ]);
}
