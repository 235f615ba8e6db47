import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { selectSessionUid } from '@/app/session';
import { FIRST_EVENTS_PAGE, isEventOwner, positionAfter, todayUtcMidnight } from '@/domain/eventList';
import { failureOf } from '@/lib/firebase/errors';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import { eventsService } from '@/services/events.service';
import { ordersService } from '@/services/orders.service';
import {
  deleteEvent,
  eventDeleted,
  eventDeleteFailed,
  eventDetailsLoaded,
  eventDetailsLoadFailed,
  eventsLoaded,
  eventsLoadFailed,
  loadEventDetails,
  loadEvents,
} from './index';
import { selectEventList } from './selectors';
import type { EventsPagePosition, Order, PlatformEvent } from './types';

export function* loadEventsSaga(action: PayloadAction<{ more?: boolean } | undefined>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(eventsLoadFailed(signInFirstFailure()));
    return;
  }
  const more = action.payload?.more === true;
  const list = yield* select(selectEventList);
  const position: EventsPagePosition | null = more ? list.next : FIRST_EVENTS_PAGE;
  if (!position) return;
  const today = more ? list.today : todayUtcMidnight(new Date());
  try {
    const page = yield* call(eventsService.listMine, uid, position.when, today, position.cursor);
    let items = page.items;
    let next = positionAfter(position.when, page.cursor);
    // Once the upcoming events end, the first past page follows in the same load, so a short upcoming list never
    // hides the past behind a button.
    if (position.when === 'upcoming' && next?.when === 'past') {
      const past = yield* call(eventsService.listMine, uid, 'past' as const, today, null);
      items = [...items, ...past.items];
      next = positionAfter('past', past.cursor);
    }
    yield* put(eventsLoaded({ items, next, today, append: more }));
  } catch (error) {
    yield* put(eventsLoadFailed(failureOf(error)));
  }
}

/** The orders of an event its owner reads; a failure leaves the event readable and is reported beside it. */
function* ownerOrders(
  eventId: string,
  uid: string,
): SagaGenerator<{ orders: Order[]; ordersFailed: boolean }> {
  try {
    const orders = yield* call(ordersService.listForEvent, eventId, uid, 'createdBy' as const);
    return { orders, ordersFailed: false };
  } catch {
    return { orders: [], ordersFailed: true };
  }
}

/**
 * Whether someone other than the owner is booked for the event, and so works its door: a booked manager is listed
 * on the event; the booked venue's owner is not, but holds the venue's order (createdTo) of it.
 */
function* isBooked(event: PlatformEvent, uid: string): SagaGenerator<boolean> {
  if (event.managersId.includes(uid)) return true;
  if (event.isManual || !event.selectedVenue) return false;
  try {
    const received = yield* call(ordersService.listForEvent, event.id, uid, 'createdTo' as const);
    return received.some((order) => order.kind === 'venue');
  } catch {
    return false;
  }
}

export function* loadEventDetailsSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  const uid = yield* select(selectSessionUid);
  let event: PlatformEvent | null;
  try {
    event = yield* call(eventsService.get, id);
  } catch (error) {
    yield* put(eventDetailsLoadFailed({ id, failure: failureOf(error) }));
    return;
  }
  if (!event || !uid) {
    yield* put(eventDetailsLoaded({ id, event, orders: [], ordersFailed: false, booked: false }));
    return;
  }
  // Only the event's owner reads all of its orders (the rules allow no one else), so only they get the e-mails.
  if (isEventOwner(event, uid)) {
    const { orders, ordersFailed }: { orders: Order[]; ordersFailed: boolean } = yield* call(
      ownerOrders,
      id,
      uid,
    );
    yield* put(eventDetailsLoaded({ id, event, orders, ordersFailed, booked: false }));
    return;
  }
  const booked = yield* call(isBooked, event, uid);
  yield* put(eventDetailsLoaded({ id, event, orders: [], ordersFailed: false, booked }));
}

export function* deleteEventSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    yield* call(eventsService.remove, id);
    yield* put(eventDeleted({ id }));
  } catch (error) {
    // The server's refusal (tickets sold, too close to the event), worded by the view in the owner's language.
    yield* put(eventDeleteFailed({ id, failure: failureOf(error) }));
  }
}

export function* eventsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadEvents.type, loadEventsSaga),
    takeLatest(loadEventDetails.type, loadEventDetailsSaga),
    // Different events may be deleted at once; each runs on its own.
    takeEvery(deleteEvent.type, deleteEventSaga),
  ]);
}
