import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, call, put, take } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { newRequestId } from '@/domain/booking';
import { doorRefusalOf, type ScanInput } from '@/domain/doorCheck';
import { failureOf, refusalOf } from '@/lib/firebase/errors';
import { doorService, type CheckInRequest } from '@/services/door.service';
import { doorStore } from '@/services/doorStore';
import { browserOnline } from './connection';
import { checkTicket, connectionChanged, ticketChecked, ticketRefused } from './index';
import { keepList } from './listCache.saga';
import { checkOfflineSaga, ticketSummary } from './offlineDecision.saga';
import type { CheckTicketRequest, TicketChecked } from './types';

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
    const ticket = ticketSummary(reply.answer.ticket);
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
        result: reason ? { kind: 'refused', reason } : { kind: 'failed', failure: failureOf(error) },
      }),
    );
  }
}

/** Scans are checked in the order they were made, so an offline decision sees the scans queued before it. */
export function* checkLoopSaga(): SagaGenerator<void> {
  const scans = yield* actionChannel<ReturnType<typeof checkTicket>>(checkTicket.type);
  while (true) {
    const action = yield* take(scans);
    yield* call(checkTicketSaga, action);
  }
}
