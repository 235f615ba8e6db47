import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import {
  previewTicketRefund,
  refundTicketPurchase,
  ticketPurchaseRefunded,
  ticketRefundDismissed,
  ticketRefundFailed,
  ticketRefundPreviewed,
  ticketsLoaded,
  loadTickets,
  unwatchWaitlist,
  waitlistChanged,
  waitlistWatchFailed,
  watchWaitlist,
} from '../index';
import { eventsModule } from '@/features/events/slice/module';
import { failedWith } from '@/testing/failures';
import { previewTicketRefundSaga, refundTicketPurchaseSaga, watchWaitlistSaga } from '../saga';
import type { WaitlistEntry } from '../types';
import { ticketOf } from './fixtures';
import { entryOf } from './waitlistFixtures';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

// The feature's reducer: the tickets' own state, and the notices their results raise (state.events.events.events.notice).
const featureReducer = eventsModule.reducer;
type FeatureState = ReturnType<typeof featureReducer>;
const initialFeatureState: FeatureState = featureReducer(undefined, { type: 'init' });

const tickets = vi.hoisted(() => ({ listPurchase: vi.fn(), refundPurchase: vi.fn() }));
const waitlist = vi.hoisted(() => ({ subscribeForEvent: vi.fn(), join: vi.fn(), getOffer: vi.fn() }));
vi.mock('@/services/tickets.service', () => ({ ticketsService: tickets }));
vi.mock('@/services/waitlist.service', () => ({ waitlistService: waitlist }));

interface TestState {
  auth: { user: { id: string } | null };
  events: FeatureState;
}

const stateAfter = (...actions: Action[]): TestState => ({
  auth: { user: { id: 'organizer-1' } },
  events: actions.reduce<FeatureState>((state, action) => featureReducer(state, action), initialFeatureState),
});

const reduce = (...actions: Action[]) => stateAfter(...actions).events;

const refusal = (reason: string) =>
  Object.assign(new Error(`${reason} [400]`), {
    code: 'functions/failed-precondition',
    details: { reason, params: {} },
  });

const alice = ticketOf({ purchaseId: 'pur-1' });
const alicesSecond = ticketOf({ ticketId: 'A1B2C3D4E5F6A7B8C9D1', purchaseId: 'pur-1' });
const ben = ticketOf({ ticketId: 'B7C8D9E0F1A2B3C4D5E6', userName: 'Ben Buyer', purchaseId: 'pur-2' });
const withTickets = [
  loadTickets({ eventId: 'e1' }),
  ticketsLoaded({ eventId: 'e1', items: [alice, alicesSecond, ben], next: null }),
];

beforeEach(() => {
  vi.resetAllMocks();
});

describe('waitlist reducer', () => {
  it('holds the entries of the event watched, live', () => {
    const entries = [entryOf()];
    const live = reduce(watchWaitlist({ eventId: 'e1' }), waitlistChanged({ eventId: 'e1', entries }));
    expect(live.tickets.waitlist).toEqual({ eventId: 'e1', status: 'live', entries });
    // Another event's entries, arriving late, are not this page's.
    expect(
      featureReducer(live, waitlistChanged({ eventId: 'e2', entries: [] })).tickets.waitlist.entries,
    ).toBe(entries);
    // Coming back to the same event shows the last entries at once.
    expect(featureReducer(live, watchWaitlist({ eventId: 'e1' })).tickets.waitlist.status).toBe('live');
    expect(featureReducer(live, watchWaitlist({ eventId: 'e2' })).tickets.waitlist).toEqual({
      eventId: 'e2',
      status: 'loading',
      entries: [],
    });
    expect(
      featureReducer(live, waitlistWatchFailed({ eventId: 'e1', failure: failedWith('denied') })).tickets
        .waitlist.status,
    ).toBe('failed');
  });
});

describe('refund reducer', () => {
  it('previews, confirms, and marks every ticket of the purchase refunded', () => {
    const request = { eventId: 'e1', ticketId: alice.id, purchaseId: 'pur-1' };
    const previewed = reduce(
      ...withTickets,
      previewTicketRefund(request),
      ticketRefundPreviewed({ ticketId: alice.id, preview: { tickets: 2, amountPence: 2400 } }),
    );
    expect(previewed.tickets.refund).toEqual({
      ticketId: alice.id,
      status: 'previewed',
      preview: { tickets: 2, amountPence: 2400 },
    });
    const refunding = featureReducer(previewed, refundTicketPurchase({ ticketId: alice.id }));
    expect(refunding.tickets.refund.status).toBe('refunding');
    // The dialog cannot be closed while the refund runs.
    expect(featureReducer(refunding, ticketRefundDismissed()).tickets.refund.status).toBe('refunding');
    const done = featureReducer(
      refunding,
      ticketPurchaseRefunded({ ticketId: alice.id, purchaseId: 'pur-1', tickets: 2, refundedPence: 2400 }),
    );
    expect(done.tickets.table.items.map((ticket) => [ticket.refunded, ticket.isPaid])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(done.tickets.refund).toEqual(initialFeatureState.tickets.refund);
    expect(done.events.notice).toEqual({ kind: 'refunded', tickets: 2, refundedPence: 2400 });
  });

  it('closes the confirmation on a refusal and announces it', () => {
    const failed = reduce(
      previewTicketRefund({ eventId: 'e1', ticketId: alice.id, purchaseId: 'pur-1' }),
      ticketRefundFailed({
        ticketId: alice.id,
        failure: failedWith('A checked-in ticket cannot be refunded.'),
      }),
    );
    expect(failed.tickets.refund).toEqual(initialFeatureState.tickets.refund);
    expect(failed.events.notice).toEqual({
      kind: 'error',
      failure: failedWith('A checked-in ticket cannot be refunded.'),
    });
  });
});

describe('previewTicketRefundSaga', () => {
  const run = (saga: () => SagaIterator, state = stateAfter(...withTickets)) => dispatchedBy(saga, { state });

  it("sums the purchase's tickets not refunded yet", async () => {
    tickets.listPurchase.mockResolvedValue([
      alice,
      { ...alicesSecond, amountPaid: 12.5 },
      ticketOf({ ticketId: 'A1B2C3D4E5F6A7B8C9D2', purchaseId: 'pur-1', refunded: true }),
    ]);
    const out = await run(() =>
      previewTicketRefundSaga(
        previewTicketRefund({ eventId: 'e1', ticketId: alice.id, purchaseId: 'pur-1' }),
      ),
    );
    expect(tickets.listPurchase).toHaveBeenCalledWith('e1', 'organizer-1', 'pur-1');
    expect(out).toEqual([
      ticketRefundPreviewed({ ticketId: alice.id, preview: { tickets: 2, amountPence: 2450 } }),
    ]);
  });

  it('takes a ticket without a recorded purchase for itself', async () => {
    const out = await run(() =>
      previewTicketRefundSaga(previewTicketRefund({ eventId: 'e1', ticketId: ben.id, purchaseId: '' })),
    );
    expect(tickets.listPurchase).not.toHaveBeenCalled();
    expect(out).toEqual([
      ticketRefundPreviewed({ ticketId: ben.id, preview: { tickets: 1, amountPence: 1200 } }),
    ]);
  });
});

describe('refundTicketPurchaseSaga', () => {
  it('refunds through the service and passes on what the server refunded', async () => {
    tickets.refundPurchase.mockResolvedValue({ purchaseId: 'pur-1', tickets: 2, refundedPence: 2400 });
    const out = await dispatchedBy(
      () => refundTicketPurchaseSaga(refundTicketPurchase({ ticketId: alice.id })),
      {
        state: stateAfter(),
      },
    );
    expect(tickets.refundPurchase).toHaveBeenCalledWith(alice.id);
    expect(out).toEqual([
      ticketPurchaseRefunded({ ticketId: alice.id, purchaseId: 'pur-1', tickets: 2, refundedPence: 2400 }),
    ]);
  });

  it("keeps the server's refusal as its reason, for the view to word", async () => {
    tickets.refundPurchase.mockRejectedValue(refusal('refundAfterPayout'));
    const out = await dispatchedBy(
      () => refundTicketPurchaseSaga(refundTicketPurchase({ ticketId: alice.id })),
      {
        state: stateAfter(),
      },
    );
    expect(out).toEqual([
      ticketRefundFailed({
        ticketId: alice.id,
        failure: { reason: 'refundAfterPayout', params: {} },
      }),
    ]);
  });
});

describe('watchWaitlistSaga', () => {
  function fakeListener() {
    const listener = {
      unsubscribe: vi.fn(),
      send: (_entries: WaitlistEntry[]) => undefined as void,
      fail: (_error: Error) => undefined as void,
    };
    waitlist.subscribeForEvent.mockImplementation(
      (
        _eventId: string,
        _ownerId: string,
        onChange: (entries: WaitlistEntry[]) => void,
        onError: (error: Error) => void,
      ) => {
        listener.send = onChange;
        listener.fail = onError;
        return listener.unsubscribe;
      },
    );
    return listener;
  }

  function watch(eventId: string) {
    const harness = sagaHarness({ state: stateAfter() });
    const task = harness.start(watchWaitlistSaga, watchWaitlist({ eventId }));
    return { out: harness.actions, task, put: harness.put };
  }

  it("passes on each change of the owner's line until the page unwatches, then closes the listener", async () => {
    const listener = fakeListener();
    const { out, task, put } = watch('e1');
    expect(waitlist.subscribeForEvent).toHaveBeenCalledWith(
      'e1',
      'organizer-1',
      expect.any(Function),
      expect.any(Function),
    );
    listener.send([entryOf()]);
    put(unwatchWaitlist({ eventId: 'other' }));
    expect(listener.unsubscribe).not.toHaveBeenCalled();
    put(unwatchWaitlist({ eventId: 'e1' }));
    await task.toPromise();
    expect(out).toEqual([waitlistChanged({ eventId: 'e1', entries: [entryOf()] })]);
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reports a listener that fails and closes it', async () => {
    const listener = fakeListener();
    const { out, task } = watch('e1');
    listener.fail(new Error('Missing or insufficient permissions.'));
    await task.toPromise();
    expect(out).toEqual([
      waitlistWatchFailed({ eventId: 'e1', failure: failedWith('Missing or insufficient permissions.') }),
    ]);
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
