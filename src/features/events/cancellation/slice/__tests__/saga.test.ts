import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { CancellationPreview, RefundJob } from '@/domain/cancellation';
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
} from '../index';
import { cancelEventSaga, previewCancellationSaga, retryRefundsSaga, watchRefundJobSaga } from '../saga';
import { Refused } from '@/lib/firebase/errors';
import { eventsModule } from '@/features/events/slice/module';
import { eventOf } from '@/features/events/slice/__tests__/fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

const preview: CancellationPreview = {
  eventId: 'evt-1',
  title: 'Salsa Night',
  refundTickets: 3,
  refundPence: 3_750,
  freeTickets: 0,
  buyers: 2,
  released: [],
  kept: [{ party: 'The Boathouse', bookingDate: 0, pricePence: 8_000 }],
};
const job = (refundedTickets: number, status: RefundJob['status'] = 'running'): RefundJob => ({
  eventId: 'evt-1',
  status,
  totalTickets: 3,
  refundedTickets,
  refundedPence: refundedTickets * 1_250,
  declinedTickets: 0,
  declined: [],
});

function dispatched(run: () => SagaIterator): Promise<Action[]> {
  return dispatchedBy(run, { state: {} });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cancelling an event', () => {
  it("opens the confirmation with the server's dry run, and keeps the server's refusal as its reason", async () => {
    vi.spyOn(cancellationsService, 'preview').mockResolvedValueOnce(preview);
    expect(await dispatched(() => previewCancellationSaga(previewCancellation({ id: 'evt-1' })))).toEqual([
      cancellationPreviewed({ id: 'evt-1', preview }),
    ]);
    vi.spyOn(cancellationsService, 'preview').mockRejectedValueOnce(
      new Refused('cancelNotOwner', 'Only the event owner can cancel it.'),
    );
    expect(await dispatched(() => previewCancellationSaga(previewCancellation({ id: 'evt-1' })))).toEqual([
      cancellationFailed({ id: 'evt-1', failure: { reason: 'cancelNotOwner', params: {} } }),
    ]);
  });

  it('cancels, then watches the refunds until the job finishes', async () => {
    vi.spyOn(cancellationsService, 'cancel').mockResolvedValue(preview);
    expect(await dispatched(() => cancelEventSaga(cancelEvent({ id: 'evt-1' })))).toEqual([
      eventCancelled({ id: 'evt-1' }),
      watchRefundJob({ id: 'evt-1' }),
    ]);
    vi.useFakeTimers();
    vi.spyOn(cancellationsService, 'get')
      .mockResolvedValueOnce(job(1))
      .mockResolvedValueOnce(job(3, 'finished'));
    const watching = dispatched(() => watchRefundJobSaga(watchRefundJob({ id: 'evt-1' })));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await watching).toEqual([
      refundJobLoaded({ id: 'evt-1', job: job(1) }),
      refundJobLoaded({ id: 'evt-1', job: job(3, 'finished') }),
    ]);
  });

  it('retries the declined refunds and shows the job as it is after', async () => {
    const retry = vi
      .spyOn(cancellationsService, 'retryRefunds')
      .mockResolvedValue({ retried: 1, stillDeclined: 0 });
    vi.spyOn(cancellationsService, 'get').mockResolvedValue(job(3, 'finished'));
    expect(await dispatched(() => retryRefundsSaga(retryRefunds({ id: 'evt-1' })))).toEqual([
      refundsRetried({ id: 'evt-1', job: job(3, 'finished') }),
    ]);
    expect(retry).toHaveBeenCalledWith('evt-1');
  });
});

describe('the cancellation in the store', () => {
  it('marks the event cancelled in the list and on the details page', () => {
    const reduce = eventsModule.reducer;
    const initial = reduce(undefined, { type: 'init' });
    let state = {
      ...initial,
      events: { ...initial.events, list: { ...initial.events.list, items: [eventOf({ id: 'evt-1' })] } },
    };
    state = reduce(state, previewCancellation({ id: 'evt-1' }));
    state = reduce(state, cancellationPreviewed({ id: 'evt-1', preview }));
    expect(state.cancellation).toMatchObject({ status: 'previewed', preview });
    state = reduce(state, eventCancelled({ id: 'evt-1' }));
    expect(state.events.list.items[0].status).toBe('cancelled');
    expect(state.cancellation.status).toBe('cancelled');
    expect(state.events.notice).toEqual({ kind: 'cancelled' });
  });

  it('announces a refusal as its reason, for the view to word', () => {
    const reduce = eventsModule.reducer;
    let state = reduce(undefined, previewCancellation({ id: 'evt-1' }));
    const failure = { reason: 'cancelEventOver', params: {} };
    state = reduce(state, cancellationFailed({ id: 'evt-1', failure }));
    expect(state.cancellation.status).toBe('failed');
    expect(state.events.notice).toEqual({ kind: 'error', failure });
  });
});
