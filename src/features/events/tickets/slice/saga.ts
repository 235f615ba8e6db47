import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { selectSessionUid } from '@/app/session';
import { downloadFile } from '@/components/ui/downloadFile';
import { toPence } from '@/domain/money';
import { ticketsCsv, ticketsCsvFileName } from '@/domain/ticketsCsv';
import { failureOf } from '@/lib/firebase/errors';
import { signInFirst, signInFirstFailure } from '@/lib/firebase/signInFirst';
import { ticketsService } from '@/services/tickets.service';
import { waitlistService } from '@/services/waitlist.service';
import {
  addFeedbackNote,
  exportTickets,
  feedbackNoteAdded,
  feedbackNoteFailed,
  loadTickets,
  previewTicketRefund,
  refundTicketPurchase,
  ticketPurchaseRefunded,
  ticketRefundFailed,
  ticketRefundPreviewed,
  ticketsExported,
  ticketsExportFailed,
  ticketsLoaded,
  ticketsLoadFailed,
  ticketStatsChanged,
  ticketStatsFailed,
  unwatchTicketStats,
  unwatchWaitlist,
  waitlistChanged,
  waitlistWatchFailed,
  watchTicketStats,
  watchWaitlist,
} from './index';
import { selectTicketsTable } from './selectors';
import type {
  ExportTicketsRequest,
  LoadTicketsRequest,
  RefundRequest,
  Ticket,
  TicketStats,
  WaitlistEntry,
} from './types';

/** A page of the owner's tickets table, as the reducer has already positioned it (query, page and cursor). */
export function* loadTicketsSaga(action: PayloadAction<LoadTicketsRequest>): SagaGenerator<void> {
  const { eventId } = action.payload;
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(ticketsLoadFailed({ eventId, failure: signInFirstFailure() }));
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
    yield* put(ticketsLoadFailed({ eventId, failure: failureOf(error) }));
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
    yield* put(feedbackNoteFailed({ ticketId, failure: failureOf(error) }));
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
    yield* put(ticketsExportFailed(failureOf(error)));
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
        yield* put(ticketStatsFailed({ eventId, failure: failureOf(event.error) }));
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
    yield* put(waitlistWatchFailed({ eventId, failure: signInFirstFailure() }));
    return;
  }
  const channel = yield* call(waitlistChannel, eventId, uid);
  try {
    while (true) {
      const event: WaitlistEvent = yield* take(channel);
      if ('error' in event) {
        yield* put(waitlistWatchFailed({ eventId, failure: failureOf(event.error) }));
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
    yield* put(ticketRefundFailed({ ticketId, failure: failureOf(error) }));
  }
}

export function* refundTicketPurchaseSaga(action: PayloadAction<{ ticketId: string }>): SagaGenerator<void> {
  const { ticketId } = action.payload;
  try {
    const refund = yield* call(ticketsService.refundPurchase, ticketId);
    yield* put(ticketPurchaseRefunded({ ticketId, ...refund }));
  } catch (error) {
    // The server's refusal (checked in, already refunded, paid out), worded by the view in the owner's language.
    yield* put(ticketRefundFailed({ ticketId, failure: failureOf(error) }));
  }
}

export function* ticketsSaga(): SagaGenerator<void> {
  yield* all([
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
