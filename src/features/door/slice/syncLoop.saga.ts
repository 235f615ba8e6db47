import { buffers, type Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, select, take } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { syncOutcome, type QueuedScan, type SyncAnswer, type SyncProblem } from '@/domain/doorCheck';
import { failureOf } from '@/lib/firebase/errors';
import { doorService, type CheckInRequest } from '@/services/door.service';
import { queuedScans, settle } from './checkInQueue.saga';
import { browserOnline } from './connection';
import { scanSynced, scanSyncProblem, syncFinished, syncQueue } from './index';
import { openList, refreshListSaga } from './listCache.saga';
import { selectDoorEventId } from './selectors';
import type { TicketSummary } from './types';

/** How long to wait before sending queued scans again when the server could not be reached. */
export const SYNC_RETRY_MS = 30_000;

const sendQueued = (scan: QueuedScan): CheckInRequest => ({
  eventId: scan.eventId,
  requestId: scan.requestId,
  offline: true,
  ...(scan.code ? { code: scan.code } : { ticketId: scan.ticketId }),
});

/**
 * Sends every queued scan, oldest first, under its own request id. Confirmed scans leave the queue; a conflict or a
 * refusal leaves it too, kept as a problem to show. Returns how many are still queued because the server could
 * not be reached.
 */
export function* syncQueueSaga(): SagaGenerator<number> {
  const scans = yield* call(queuedScans);
  let kept = 0;
  let sent = 0;
  for (const [index, scan] of scans.entries()) {
    let answer: SyncAnswer;
    let ticket: TicketSummary | null = null;
    try {
      const reply = yield* call(doorService.checkIn, sendQueued(scan));
      if (reply.kind === 'unreachable') {
        kept = scans.length - index;
        break;
      }
      answer = { result: reply.answer.result };
      ticket = reply.answer.ticket;
    } catch (error) {
      answer = { refusal: failureOf(error) };
    }
    sent += 1;
    const outcome = syncOutcome(answer);
    if (outcome.kind === 'synced') {
      yield* call(settle, scan.requestId, null);
      yield* put(scanSynced(scan));
      continue;
    }
    const list = yield* call(openList, scan.eventId);
    const known = list?.tickets.find((item) => item.ticketId === scan.ticketId);
    const problem: SyncProblem = {
      requestId: scan.requestId,
      eventId: scan.eventId,
      ticketId: scan.ticketId,
      userName: ticket?.userName ?? known?.userName ?? null,
      ticketType: ticket?.ticketType ?? known?.ticketType ?? null,
      scannedAt: scan.scannedAt,
      kind: outcome.kind === 'conflict' ? 'conflict' : 'refused',
      refusal: outcome.kind === 'refused' ? outcome.refusal : null,
    };
    yield* call(settle, scan.requestId, problem);
    yield* put(scanSyncProblem(problem));
  }
  yield* put(syncFinished());
  // Other phones' check-ins arrive with a fresh list.
  const open = yield* select(selectDoorEventId);
  if (sent > 0 && open) yield* call(refreshListSaga, open);
  return kept;
}

/** Syncs one at a time; requests made meanwhile fold into one more run. Unsent scans are tried again later. */
export function* syncLoopSaga(): SagaGenerator<void> {
  const requests = yield* actionChannel(syncQueue.type, buffers.sliding<ReturnType<typeof syncQueue>>(1));
  let retry: Task | null = null;
  while (true) {
    yield* take(requests);
    if (retry) yield* cancel(retry);
    retry = null;
    if (!(yield* call(browserOnline))) {
      yield* put(syncFinished());
      continue;
    }
    const kept = yield* call(syncQueueSaga);
    if (kept > 0) retry = yield* fork(retryLaterSaga);
  }
}

function* retryLaterSaga(): SagaGenerator<void> {
  yield* delay(SYNC_RETRY_MS);
  yield* put(syncQueue());
}
