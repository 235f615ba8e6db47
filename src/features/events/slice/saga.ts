import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Page } from '@/services/cursor';
import { FIRST_EVENTS_PAGE, isEventOwner, positionAfter, todayUtcMidnight } from '@/domain/eventList';
import { errorMessage } from '@/lib/firebase/errors';
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
import { selectEventList, selectSessionUid } from './selectors';
import type { EventListState, EventsPagePosition, Order, PlatformEvent } from './types';

export const SIGNED_OUT = 'Not signed in';

export function* loadEventsSaga(action: PayloadAction<{ more?: boolean } | undefined>): SagaIterator {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) {
    yield put(eventsLoadFailed(SIGNED_OUT));
    return;
  }
  const more = action.payload?.more === true;
  const list: EventListState = yield select(selectEventList);
  const position: EventsPagePosition | null = more ? list.next : FIRST_EVENTS_PAGE;
  if (!position) return;
  const today = more ? list.today : todayUtcMidnight(new Date());
  try {
    const page: Page<PlatformEvent> = yield call(
      eventsService.listMine,
      uid,
      position.when,
      today,
      position.cursor,
    );
    let items = page.items;
    let next = positionAfter(position.when, page.cursor);
    // Once the upcoming events end, the first past page follows in the same load, so a short upcoming list never
    // hides the past behind a button.
    if (position.when === 'upcoming' && next?.when === 'past') {
      const past: Page<PlatformEvent> = yield call(eventsService.listMine, uid, 'past', today, null);
      items = [...items, ...past.items];
      next = positionAfter('past', past.cursor);
    }
    yield put(eventsLoaded({ items, next, today, append: more }));
  } catch (error) {
    yield put(eventsLoadFailed(errorMessage(error)));
  }
}

/** The orders of an event its owner reads; a failure leaves the event readable and is reported beside it. */
function* ownerOrders(
  eventId: string,
  uid: string,
): SagaIterator<{ orders: Order[]; ordersFailed: boolean }> {
  try {
    const orders: Order[] = yield call(ordersService.listForEvent, eventId, uid, 'createdBy');
    return { orders, ordersFailed: false };
  } catch {
    return { orders: [], ordersFailed: true };
  }
}

export function* loadEventDetailsSaga(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const uid: string | null = yield select(selectSessionUid);
  let event: PlatformEvent | null;
  try {
    event = yield call(eventsService.get, id);
  } catch (error) {
    yield put(eventDetailsLoadFailed({ id, message: errorMessage(error) }));
    return;
  }
  // Only the event's owner reads all of its orders (the rules allow no one else), so only they get the e-mails.
  const { orders, ordersFailed }: { orders: Order[]; ordersFailed: boolean } =
    event && uid && isEventOwner(event, uid)
      ? yield call(ownerOrders, id, uid)
      : { orders: [], ordersFailed: false };
  yield put(eventDetailsLoaded({ id, event, orders, ordersFailed }));
}

export function* deleteEventSaga(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  try {
    yield call(eventsService.remove, id);
    yield put(eventDeleted({ id }));
  } catch (error) {
    // The server's refusal (tickets sold, too close to the event) is its own message, shown as it is.
    yield put(eventDeleteFailed({ id, message: errorMessage(error) }));
  }
}

export function* eventsSaga(): SagaIterator {
  yield all([
    takeLatest(loadEvents.type, loadEventsSaga),
    takeLatest(loadEventDetails.type, loadEventDetailsSaga),
    // Different events may be deleted at once; each runs on its own.
    takeEvery(deleteEvent.type, deleteEventSaga),
  ]);
}
