import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { newRequestId } from '@/domain/booking';
import {
  decideOfflineScan,
  parseTicketCode,
  doorRefusalOf,
  syncOutcome,
  type DoorList,
  type QueuedScan,
  type ScanInput,
  type SyncAnswer,
  type SyncProblem,
} from '@/domain/doorCheck';
import { errorMessage, refusalOf } from '@/lib/firebase/errors';
import { doorService, type CheckInRequest } from '@/services/door.service';
import { doorStore } from '@/services/doorStore';
import { verifyTicketCode } from '@/services/ticketSignature';
import {
  checkTicket,
  closeDoor,
  connectionChanged,
  dismissProblems,
  doorListLoaded,
  doorListLoadFailed,
  doorRestored,
  openDoor,
  scanSynced,
  scanSyncProblem,
  syncFinished,
  syncQueue,
  ticketChecked,
  ticketRefused,
} from './index';
import { selectDoorEventId, selectDoorList, selectListSavedAt, selectQueue } from './selectors';
import type { CheckTicketRequest, TicketChecked, TicketSummary } from './types';

/** How long to wait before sending queued scans again when the server could not be reached. */
export const SYNC_RETRY_MS = 30_000;

const browserOnline = () => navigator.onLine;

/** The list of `eventId` in state, if that is the event open. */
function* openList(eventId: string): SagaGenerator<DoorList | null> {
  const list = yield* select(selectDoorList);
  return list?.eventId === eventId ? list : null;
}

/** The server's list of the open event, kept on the phone for offline scans. */
function* refreshListSaga(eventId: string): SagaGenerator<void> {
  try {
    const list = yield* call(doorService.doorList, eventId);
    const savedAt = Date.now();
    yield* put(doorListLoaded({ eventId, list, savedAt }));
    try {
      yield* call(doorStore.saveList, list, savedAt);
    } catch {
      // Without IndexedDB (a private window, a full disk) the door still works while online.
    }
  } catch (error) {
    yield* put(doorListLoadFailed({ eventId, message: errorMessage(error) }));
  }
}

/** Opens the door: what the phone kept first (at once, and offline too), then the server's list. */
export function* openDoorSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  try {
    const { stored, queue, problems } = yield* all({
      stored: call(doorStore.getList, eventId),
      queue: call(doorStore.queued, eventId),
      problems: call(doorStore.problems, eventId),
    });
    const { savedAt, ...list } = stored ?? { savedAt: null };
    yield* put(
      doorRestored({
        eventId,
        list: stored ? (list as DoorList) : null,
        listSavedAt: savedAt,
        queue,
        problems,
      }),
    );
  } catch {
    yield* put(doorRestored({ eventId, list: null, listSavedAt: null, queue: [], problems: [] }));
  }
  const online = yield* call(browserOnline);
  yield* put(connectionChanged(online));
  yield* call(refreshListSaga, eventId);
  // Scans queued earlier, for this event or another, go out as soon as the door is open with a connection.
  if (online) yield* put(syncQueue());
}

/** Request ids carry this phone's id, so a scan and every later retry of it are one request to the server. */
function* requestIdSaga(): SagaGenerator<string> {
  const base = yield* call(newRequestId);
  try {
    const device = yield* call(doorStore.deviceId);
    return `${base}-${device}`;
  } catch {
    return base;
  }
}

const summary = ({ ticketId, userName, ticketType }: TicketSummary): TicketSummary => ({
  ticketId,
  userName,
  ticketType,
});

/** The list kept on the phone, with the ticket just let in marked, so a later offline scan of it says so. */
function* keepList(eventId: string): SagaGenerator<void> {
  const list = yield* call(openList, eventId);
  const savedAt = yield* select(selectListSavedAt);
  if (!list) return;
  try {
    yield* call(doorStore.saveList, list, savedAt ?? Date.now());
  } catch {
    // Kept in memory only; the next list load from the server has the check-in anyway.
  }
}

/** Decides a scan on the phone: signature, list and queue. A ticket let in is queued for the server. */
function* checkOfflineSaga(eventId: string, scan: ScanInput, requestId: string): SagaGenerator<void> {
  const list = yield* call(openList, eventId);
  const queue = yield* select(selectQueue);
  const code = 'code' in scan ? parseTicketCode(scan.code) : null;
  const signatureValid: boolean = code && list ? yield* call(verifyTicketCode, code, list.publicKey) : false;
  const decision = decideOfflineScan({ eventId, scan, signatureValid, list, queue });
  if (decision.kind === 'refused') {
    yield* put(ticketRefused({ eventId, result: { kind: 'refused', reason: decision.reason } }));
    return;
  }
  const ticket = summary(decision.ticket);
  if (decision.kind === 'alreadyCheckedIn') {
    yield* put(ticketChecked({ eventId, result: { kind: 'alreadyCheckedIn', ticket }, queued: null }));
    return;
  }
  const queued: QueuedScan = {
    requestId,
    eventId,
    ticketId: ticket.ticketId,
    code: 'code' in scan ? scan.code.trim() : null,
    scannedAt: Date.now(),
  };
  try {
    yield* call(doorStore.enqueue, queued);
  } catch {
    // Queued in memory only: it is still sent when the connection returns, unless the page is closed first.
  }
  yield* put(ticketChecked({ eventId, result: { kind: 'checkedIn', ticket, queued: true }, queued }));
  // Online but the server did not answer in time: no 'online' event will come, so the sync tries by itself.
  if (yield* call(browserOnline)) yield* put(syncQueue());
}

/**
 * A typed id goes out as it was typed: the server resolves a short id within the event, so a ticket sold after this
 * phone fetched its list is found too. The list on the phone decides only offline.
 */
function checkInRequest(eventId: string, requestId: string, scan: ScanInput): CheckInRequest {
  if ('code' in scan) return { eventId, requestId, code: scan.code.trim() };
  return { eventId, requestId, ticketId: scan.ticketId.trim() };
}

/**
 * One scan: online the server decides (one transaction, once per ticket); offline, or when the server cannot be
 * reached, the phone decides and queues the scan under the same request id.
 */
export function* checkTicketSaga(action: PayloadAction<CheckTicketRequest>): SagaGenerator<void> {
  const { eventId, scan } = action.payload;
  const requestId = yield* call(requestIdSaga);
  const online = yield* call(browserOnline);
  if (!online) {
    yield* put(connectionChanged(false));
    yield* call(checkOfflineSaga, eventId, scan, requestId);
    return;
  }
  try {
    const reply = yield* call(doorService.checkIn, checkInRequest(eventId, requestId, scan));
    if (reply.kind === 'unreachable') {
      yield* call(checkOfflineSaga, eventId, scan, requestId);
      return;
    }
    const ticket = summary(reply.answer.ticket);
    const result: TicketChecked['result'] =
      reply.answer.result === 'checkedIn'
        ? { kind: 'checkedIn', ticket, queued: false }
        : { kind: 'alreadyCheckedIn', ticket };
    yield* put(ticketChecked({ eventId, result, queued: null }));
    yield* call(keepList, eventId);
  } catch (error) {
    const reason = doorRefusalOf(refusalOf(error)?.reason);
    yield* put(
      ticketRefused({
        eventId,
        result: reason ? { kind: 'refused', reason } : { kind: 'failed', message: errorMessage(error) },
      }),
    );
  }
}

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
  let scans: QueuedScan[] = [];
  try {
    scans = yield* call(doorStore.queued);
  } catch {
    // Nothing kept on the phone: the scans queued in memory are this event's.
    scans = yield* select(selectQueue);
  }
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
      answer = { refusal: errorMessage(error) };
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
      message: outcome.kind === 'refused' ? outcome.message : null,
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

function* settle(requestId: string, problem: SyncProblem | null): SagaGenerator<void> {
  try {
    yield* call(doorStore.settle, requestId, problem);
  } catch {
    // The scan stays on the phone's queue; sending it again is harmless, its request id makes it the same scan.
  }
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

function connectionChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Follows the browser's connection; when it returns, the queued scans are sent. */
export function* watchConnectionSaga(): SagaGenerator<void> {
  const channel = yield* call(connectionChannel);
  try {
    while (true) {
      const online: boolean = yield* take(channel);
      yield* put(connectionChanged(online));
      if (online) yield* put(syncQueue());
    }
  } finally {
    channel.close();
  }
}

/** Scans are checked in the order they were made, so an offline decision sees the scans queued before it. */
function* checkLoopSaga(): SagaGenerator<void> {
  const scans = yield* actionChannel<ReturnType<typeof checkTicket>>(checkTicket.type);
  while (true) {
    const action = yield* take(scans);
    yield* call(checkTicketSaga, action);
  }
}

function* dismissProblemsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  try {
    yield* call(doorStore.dismissProblems, action.payload);
  } catch {
    // They show again next time the door opens; nothing is lost.
  }
}

export function* doorSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest([openDoor.type, closeDoor.type], function* (action: PayloadAction<string>) {
      if (action.type === openDoor.type) yield* call(openDoorSaga, action);
    }),
    fork(checkLoopSaga),
    fork(syncLoopSaga),
    fork(watchConnectionSaga),
    takeEvery(dismissProblems.type, dismissProblemsSaga),
  ]);
}
