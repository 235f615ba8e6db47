import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { failureOf } from '@/lib/firebase/errors';
import { cancellationsService } from '@/services/cancellations.service';
import {
  cancelEvent,
  cancellationFailed,
  cancellationPreviewed,
  eventCancelled,
  previewCancellation,
  refundJobLoaded,
  refundsRetried,
  retryRefunds,
  watchRefundJob,
} from './index';

export function* previewCancellationSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    const preview = yield* call(cancellationsService.preview, id);
    yield* put(cancellationPreviewed({ id, preview }));
  } catch (error) {
    yield* put(cancellationFailed({ id, failure: failureOf(error) }));
  }
}

export function* cancelEventSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    yield* call(cancellationsService.cancel, id);
    yield* put(eventCancelled({ id }));
    yield* put(watchRefundJob({ id }));
  } catch (error) {
    yield* put(cancellationFailed({ id, failure: failureOf(error) }));
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
      yield* put(cancellationFailed({ id, failure: failureOf(error) }));
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
    yield* put(cancellationFailed({ id, failure: failureOf(error) }));
  }
}

export function* cancellationSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(previewCancellation.type, previewCancellationSaga),
    takeLatest(cancelEvent.type, cancelEventSaga),
    takeLatest(watchRefundJob.type, watchRefundJobSaga),
    takeLatest(retryRefunds.type, retryRefundsSaga),
  ]);
}
