import type { PayloadAction } from '@reduxjs/toolkit';
import { call, select } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import type { QueuedScan, SyncProblem } from '@/domain/doorCheck';
import { doorStore } from '@/services/doorStore';
import { selectQueue } from './selectors';

/** Keeps a scan the phone let in on the phone's queue, until the server has it. */
export function* enqueueScan(scan: QueuedScan): SagaGenerator<void> {
  try {
    yield* call(doorStore.enqueue, scan);
  } catch {
    // Queued in memory only: it is still sent when the connection returns, unless the page is closed first.
  }
}

/** Every scan waiting for the server, oldest first, of every event. */
export function* queuedScans(): SagaGenerator<QueuedScan[]> {
  try {
    return yield* call(doorStore.queued);
  } catch {
    // Nothing kept on the phone: the scans queued in memory are this event's.
    return yield* select(selectQueue);
  }
}

/** Takes a sent scan off the queue, keeping the problem it met (if any) to show. */
export function* settle(requestId: string, problem: SyncProblem | null): SagaGenerator<void> {
  try {
    yield* call(doorStore.settle, requestId, problem);
  } catch {
    // The scan stays on the phone's queue; sending it again is harmless, its request id makes it the same scan.
  }
}

export function* dismissProblemsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  try {
    yield* call(doorStore.dismissProblems, action.payload);
  } catch {
    // They show again next time the door opens; nothing is lost.
  }
}
