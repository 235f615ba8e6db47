import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { FIRST_EVENTS_PAGE, isEventOwner, positionAfter, todayUtcMidnight } from '@/domain/eventList';
import { ticketsCsv, ticketsCsvFileName } from '@/domain/ticketsCsv';
import { errorMessage } from '@/lib/firebase/errors';
import { cancellationsService } from '@/services/cancellations.service';
import { eventsService } from '@/services/events.service';
import { ordersService } from '@/services/orders.service';
import { ticketsService } from '@/services/tickets.service';
import { waitlistService } from '@/services/waitlist.service';
import { toPence } from '@/domain/money';
import { downloadFile } from '@/components/ui/downloadFile';
import {
  addFeedbackNote,
  cancelEvent,
  cancellationFailed,
  cancellationPreviewed,
  eventCancelled,
  previewCancellation,
  refundJobLoaded,
  refundsRetried,
  retryRefunds,
  watchRefundJob,
  deleteEvent,
  eventDeleted,
  eventDeleteFailed,
  eventDetailsLoaded,
  eventDetailsLoadFailed,
  eventsLoaded,
  eventsLoadFailed,
  exportTickets,
  feedbackNoteAdded,
  feedbackNoteFailed,
  loadEventDetails,
  loadEvents,
  loadTickets,
  ticketsExported,
  ticketsExportFailed,
  ticketsLoaded,
  ticketsLoadFailed,
  ticketStatsChanged,
  ticketStatsFailed,
  unwatchTicketStats,
  watchTicketStats,
  previewTicketRefund,
  refundTicketPurchase,
  ticketPurchaseRefunded,
  ticketRefundFailed,
  ticketRefundPreviewed,
  unwatchWaitlist,
  waitlistChanged,
  waitlistWatchFailed,
  watchWaitlist,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirst, signInFirstMessage } from '@/lib/firebase/signInFirst';
import { selectEventList, selectTicketsTable } from './selectors';
import type {
  EventsPagePosition,
  ExportTicketsRequest,
  LoadTicketsRequest,
  Order,
  PlatformEvent,
  RefundRequest,
  Ticket,
  TicketStats,
  WaitlistEntry,
} from './types';

export function* loadEventsSaga(action: PayloadAction<{ more?: boolean } | undefined>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(eventsLoadFailed(signInFirstMessage()));
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
    yield* put(eventsLoadFailed(errorMessage(error)));
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
    yield* put(eventDetailsLoadFailed({ id, message: errorMessage(error) }));
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
    // The server's refusal (tickets sold, too close to the event) is its own message, shown as it is.
    yield* put(eventDeleteFailed({ id, message: errorMessage(error) }));
  }
}

export function* previewCancellationSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    const preview = yield* call(cancellationsService.preview, id);
    yield* put(cancellationPreviewed({ id, preview }));
  } catch (error) {
    yield* put(cancellationFailed({ id, message: errorMessage(error) }));
  }
}

export function* cancelEventSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    yield* call(cancellationsService.cancel, id);
    yield* put(eventCancelled({ id }));
    yield* put(watchRefundJob({ id }));
  } catch (error) {
    yield* put(cancellationFailed({ id, message: errorMessage(error) }));
  }
}

/** How often the organizer's progress line is read again while the refunds run. */
export const REFUND_JOB_POLL_MS = 2000;

/** Reads the refund job until it finishes (or the page watches another event: takeLatest ends this one). */
export function* watchRefundJobSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  for (;;) {
    try {
      const job = yield* call(cancellationsService.get, id);
      yield* put(refundJobLoaded({ id, job }));
      if (job?.status === 'finished') return;
    } catch (error) {
      yield* put(cancellationFailed({ id, message: errorMessage(error) }));
      return;
    }
    yield* delay(REFUND_JOB_POLL_MS);
  }
}

export function* retryRefundsSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    yield* call(cancellationsService.retryRefunds, id);
    const job = yield* call(cancellationsService.get, id);
    yield* put(refundsRetried({ id, job }));
  } catch (error) {
    yield* put(cancellationFailed({ id, message: errorMessage(error) }));
  }
}

/** A page of the owner's tickets table, as the reducer has already positioned it (query, page and cursor). */
export function* loadTicketsSaga(action: PayloadAction<LoadTicketsRequest>): SagaGenerator<void> {
  const { eventId } = action.payload;
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(ticketsLoadFailed({ eventId, message: signInFirstMessage() }));
    return;
  }
  const table = yield* select(selectTicketsTable);
  try {
    const page = yield* call(ticketsService.listForEvent, eventId, uid, {
      ...table.query,
      cursor: table.pageCursors[table.page] ?? null,
    });
    yield* put(ticketsLoaded({ eventId, items: page.items, next: page.cursor }));
  } catch (error) {
    yield* put(ticketsLoadFailed({ eventId, message: errorMessage(error) }));
  }
}

export function* addFeedbackNoteSaga(
  action: PayloadAction<{ ticketId: string; note: string }>,
): SagaGenerator<void> {
  const { ticketId, note } = action.payload;
  try {
    yield* call(ticketsService.addFeedback, ticketId, note);
    yield* put(feedbackNoteAdded({ ticketId, note }));
  } catch (error) {
    yield* put(feedbackNoteFailed({ ticketId, message: errorMessage(error) }));
  }
}

/** Reads every ticket of the event and hands the browser a CSV file of them. */
export function* exportTicketsSaga(action: PayloadAction<ExportTicketsRequest>): SagaGenerator<void> {
  const { eventId, title, labels } = action.payload;
  const uid = yield* select(selectSessionUid);
  try {
    if (!uid) throw signInFirst();
    const tickets = yield* call(ticketsService.listAllForExport, eventId, uid);
    yield* call(downloadFile, ticketsCsvFileName(title, eventId), ticketsCsv(tickets, labels), 'text/csv');
    yield* put(ticketsExported());
  } catch (error) {
    yield* put(ticketsExportFailed(errorMessage(error)));
  }
}

export type TicketStatsEvent = { stats: TicketStats } | { error: Error };

export function ticketStatsChannel(eventId: string): EventChannel<TicketStatsEvent> {
  return eventChannel<TicketStatsEvent>((emit) =>
    ticketsService.subscribeStats(
      eventId,
      (stats) => emit({ stats }),
      (error) => emit({ error }),
    ),
  );
}

/** Passes on each change of the event's ticket figures until the listener fails; closing it ends the listener. */
function* followTicketStats(eventId: string): SagaGenerator<void> {
  const channel = yield* call(ticketStatsChannel, eventId);
  try {
    while (true) {
      const event: TicketStatsEvent = yield* take(channel);
      if ('error' in event) {
        yield* put(ticketStatsFailed({ eventId, message: errorMessage(event.error) }));
        return;
      }
      yield* put(ticketStatsChanged({ eventId, stats: event.stats }));
    }
  } finally {
    channel.close();
  }
}

/** The details page's live figures, from its mount (watch) to its unmount (unwatch) or another event's watch. */
export function* watchTicketStatsSaga(action: PayloadAction<{ eventId: string }>): SagaGenerator<void> {
  const { eventId } = action.payload;
  yield* race({
    follow: call(followTicketStats, eventId),
    stop: take(
      (next: { type: string; payload?: { eventId?: string } }) =>
        next.type === unwatchTicketStats.type && next.payload?.eventId === eventId,
    ),
  });
}

export type WaitlistEvent = { entries: WaitlistEntry[] } | { error: Error };

export function waitlistChannel(eventId: string, ownerId: string): EventChannel<WaitlistEvent> {
  return eventChannel<WaitlistEvent>((emit) =>
    waitlistService.subscribeForEvent(
      eventId,
      ownerId,
      (entries) => emit({ entries }),
      (error) => emit({ error }),
    ),
  );
}

/** Passes on each change of the event's line until the listener fails; closing it ends the listener. */
function* followWaitlist(eventId: string): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(waitlistWatchFailed({ eventId, message: signInFirstMessage() }));
    return;
  }
  const channel = yield* call(waitlistChannel, eventId, uid);
  try {
    while (true) {
      const event: WaitlistEvent = yield* take(channel);
      if ('error' in event) {
        yield* put(waitlistWatchFailed({ eventId, message: errorMessage(event.error) }));
        return;
      }
      yield* put(waitlistChanged({ eventId, entries: event.entries }));
    }
  } finally {
    channel.close();
  }
}

/** The owner's waitlist card, from its mount (watch) to its unmount (unwatch) or another event's watch. */
export function* watchWaitlistSaga(action: PayloadAction<{ eventId: string }>): SagaGenerator<void> {
  const { eventId } = action.payload;
  yield* race({
    follow: call(followWaitlist, eventId),
    stop: take(
      (next: { type: string; payload?: { eventId?: string } }) =>
        next.type === unwatchWaitlist.type && next.payload?.eventId === eventId,
    ),
  });
}

/**
 * What refunding a ticket's purchase gives back, for its confirmation: the purchase's tickets not refunded yet and
 * what was paid for them. A ticket sold before purchases were recorded on tickets stands for itself.
 */
export function* previewTicketRefundSaga(action: PayloadAction<RefundRequest>): SagaGenerator<void> {
  const { eventId, ticketId, purchaseId } = action.payload;
  const uid = yield* select(selectSessionUid);
  try {
    if (!uid) throw signInFirst();
    const table = yield* select(selectTicketsTable);
    const tickets: Ticket[] = purchaseId
      ? yield* call(ticketsService.listPurchase, eventId, uid, purchaseId)
      : table.items.filter((ticket) => ticket.id === ticketId);
    const due = tickets.filter((ticket) => !ticket.refunded);
    const amountPence = due.reduce((sum, ticket) => sum + toPence(ticket.amountPaid), 0);
    yield* put(ticketRefundPreviewed({ ticketId, preview: { tickets: due.length, amountPence } }));
  } catch (error) {
    yield* put(ticketRefundFailed({ ticketId, message: errorMessage(error) }));
  }
}

export function* refundTicketPurchaseSaga(action: PayloadAction<{ ticketId: string }>): SagaGenerator<void> {
  const { ticketId } = action.payload;
  try {
    const refund = yield* call(ticketsService.refundPurchase, ticketId);
    yield* put(ticketPurchaseRefunded({ ticketId, ...refund }));
  } catch (error) {
    // The server's refusal (checked in, already refunded, paid out) in the owner's language.
    yield* put(ticketRefundFailed({ ticketId, message: errorMessage(error) }));
  }
}

export function* eventsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadEvents.type, loadEventsSaga),
    takeLatest(loadEventDetails.type, loadEventDetailsSaga),
    // Different events may be deleted at once; each runs on its own.
    takeEvery(deleteEvent.type, deleteEventSaga),
    takeLatest(previewCancellation.type, previewCancellationSaga),
    takeLatest(cancelEvent.type, cancelEventSaga),
    takeLatest(watchRefundJob.type, watchRefundJobSaga),
    takeLatest(retryRefunds.type, retryRefundsSaga),
    takeLatest(loadTickets.type, loadTicketsSaga),
    takeEvery(addFeedbackNote.type, addFeedbackNoteSaga),
    takeLatest(exportTickets.type, exportTicketsSaga),
    // One page watches one event at a time: a newer watch ends the older one's listener.
    takeLatest(watchTicketStats.type, watchTicketStatsSaga),
    takeLatest(watchWaitlist.type, watchWaitlistSaga),
    takeLatest(previewTicketRefund.type, previewTicketRefundSaga),
    // A double click on Refund must not send a second refund while the first runs.
    takeLeading(refundTicketPurchase.type, refundTicketPurchaseSaga),
  ]);
}
