import { call, put, select } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { parseTicketCode } from '@gigvenue/contracts';
import { decideOfflineScan, type QueuedScan, type ScanInput } from '@/domain/doorCheck';
import { verifyTicketCode } from '@/services/ticketSignature';
import { enqueueScan } from './checkInQueue.saga';
import { browserOnline } from './connection';
import { syncQueue, ticketChecked, ticketRefused } from './index';
import { openList } from './listCache.saga';
import { selectQueue } from './selectors';
import type { TicketSummary } from './types';

/** What the door shows of a ticket, and nothing more of what the list or the server returned. */
export const ticketSummary = ({ ticketId, userName, ticketType }: TicketSummary): TicketSummary => ({
  ticketId,
  userName,
  ticketType,
});

/** Decides a scan on the phone: signature, list and queue. A ticket let in is queued for the server. */
export function* checkOfflineSaga(eventId: string, scan: ScanInput, requestId: string): SagaGenerator<void> {
  const list = yield* call(openList, eventId);
  const queue = yield* select(selectQueue);
  const code = 'code' in scan ? parseTicketCode(scan.code) : null;
  const signatureValid: boolean = code && list ? yield* call(verifyTicketCode, code, list.publicKey) : false;
  const decision = decideOfflineScan({ eventId, scan, signatureValid, list, queue });
  if (decision.kind === 'refused') {
    yield* put(ticketRefused({ eventId, result: { kind: 'refused', reason: decision.reason } }));
    return;
  }
  const ticket = ticketSummary(decision.ticket);
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
  yield* call(enqueueScan, queued);
  yield* put(ticketChecked({ eventId, result: { kind: 'checkedIn', ticket, queued: true }, queued }));
  // Online but the server did not answer in time: no 'online' event will come, so the sync tries by itself.
  if (yield* call(browserOnline)) yield* put(syncQueue());
}
