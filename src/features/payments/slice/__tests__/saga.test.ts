// @vitest-environment jsdom -- onboarding opens in a new tab (window.open).
import { failedWith, signInFirstFailure } from '@/testing/failures';
import { describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  addCard,
  cardAdded,
  cardAddFailed,
  initialPaymentsState,
  loadPaymentDetails,
  loadPayments,
  openCardForm,
  paymentDetailsLoaded,
  paymentsLoaded,
  paymentsLoadFailed,
  withdrawalFinished,
} from '../index';
import { addCardSaga, loadPaymentDetailsSaga, loadPaymentsSaga, withdrawSaga } from '../saga';
import type { PaymentsState } from '../types';
import { dispatchedBy } from '@/testing/sagaHarness';

const services = vi.hoisted(() => ({
  events: { listRecent: vi.fn(), get: vi.fn() },
  orders: { listReceived: vi.fn() },
  tickets: { getStats: vi.fn() },
  ledger: { listForPayee: vi.fn(), listForEvent: vi.fn() },
  payouts: {
    getAccount: vi.fn(),
    createCardToken: vi.fn(),
    attachCard: vi.fn(),
    onboardingLink: vi.fn(),
    withdraw: vi.fn(),
  },
}));
vi.mock('@/services/events.service', () => ({ eventsService: services.events }));
vi.mock('@/services/orders.service', () => ({ ordersService: services.orders }));
vi.mock('@/services/tickets.service', () => ({ ticketsService: services.tickets }));
vi.mock('@/services/ledger.service', () => ({ ledgerService: services.ledger }));
vi.mock('@/services/payouts.service', () => ({ payoutsService: services.payouts }));

interface State {
  auth: { user: { id: string; currentBalance: number } | null };
  payments: PaymentsState;
}
const stateOf = (uid: string | null = 'u1'): State => ({
  auth: { user: uid ? { id: uid, currentBalance: 12 } : null },
  payments: initialPaymentsState,
});

function dispatched(run: () => SagaIterator, state: State = stateOf()): Promise<Action[]> {
  return dispatchedBy(run, { state });
}

const event = (id: string, date: number, extra = {}) => ({
  id,
  title: `Event ${id}`,
  date,
  status: 'active',
  isPaymentCleared: false,
  ...extra,
});
const stats = (sold: number, revenuePence: number) => ({
  sold,
  revenuePence,
  checkedIn: 0,
  holders: sold,
  packages: {},
});

describe('payments sagas', () => {
  it("lists own events with their ticket sales and booked-for events with the account's slot prices", async () => {
    services.events.listRecent.mockResolvedValueOnce([event('own', 300)]);
    services.tickets.getStats.mockResolvedValueOnce(stats(4, 5_000));
    services.orders.listReceived.mockResolvedValueOnce({
      items: [
        { event: 'booked', slot: { price: 80 } },
        { event: 'booked', slot: { price: 20.5 } },
        { event: 'own', slot: { price: 10 } },
      ],
      cursor: null,
    });
    services.events.get.mockResolvedValueOnce(
      event('booked', 200, { status: 'completed', isPaymentCleared: true }),
    );
    services.ledger.listForPayee.mockResolvedValueOnce([{ id: 'entry' }]);

    const [action] = await dispatched(loadPaymentsSaga);
    expect(action).toEqual(
      paymentsLoaded({
        events: [
          {
            id: 'own',
            title: 'Event own',
            date: 300,
            status: 'active',
            isPaymentCleared: false,
            soldTickets: 4,
            revenuePence: 5_000,
          },
          {
            id: 'booked',
            title: 'Event booked',
            date: 200,
            status: 'completed',
            isPaymentCleared: true,
            soldTickets: null,
            revenuePence: 10_050,
          },
        ],
        statement: [{ id: 'entry' }] as never,
      }),
    );
    expect(services.events.listRecent).toHaveBeenCalledWith('u1', 50);
    expect(services.events.get).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and a missing session', async () => {
    services.events.listRecent.mockRejectedValueOnce(new Error('offline'));
    services.orders.listReceived.mockResolvedValueOnce({ items: [], cursor: null });
    services.ledger.listForPayee.mockResolvedValueOnce([]);
    expect(await dispatched(loadPaymentsSaga)).toEqual([paymentsLoadFailed(failedWith('offline'))]);
    expect(await dispatched(loadPaymentsSaga, stateOf(null))).toEqual([
      paymentsLoadFailed(signInFirstFailure),
    ]);
  });

  it('pays out and reloads the statement; a missing card opens Add Card instead', async () => {
    services.payouts.withdraw.mockResolvedValueOnce({
      outcome: 'paid',
      withdrawalId: 'wd-1',
      amountPence: 1_200,
    });
    expect(await dispatched(withdrawSaga)).toEqual([
      withdrawalFinished({ kind: 'paid', amountPence: 1_200 }),
      loadPayments(),
    ]);
    expect(services.payouts.withdraw).toHaveBeenCalledWith(expect.stringMatching(/^req-/));

    services.payouts.withdraw.mockResolvedValueOnce({ outcome: 'needsCard' });
    expect(await dispatched(withdrawSaga)).toEqual([withdrawalFinished(null), openCardForm()]);
  });

  it('says when verification is pending, opens onboarding in a new tab, and shows a refusal as it came', async () => {
    services.payouts.withdraw.mockResolvedValueOnce({ outcome: 'verificationPending' });
    expect(await dispatched(withdrawSaga)).toEqual([withdrawalFinished({ kind: 'verificationPending' })]);

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    services.payouts.withdraw.mockResolvedValueOnce({
      outcome: 'onboarding',
      url: 'https://connect.example/onboard',
    });
    expect(await dispatched(withdrawSaga)).toEqual([
      withdrawalFinished({ kind: 'onboarding', url: 'https://connect.example/onboard' }),
    ]);
    expect(open).toHaveBeenCalledWith('https://connect.example/onboard', '_blank', 'noopener');

    services.payouts.withdraw.mockRejectedValueOnce(new Error('Error! Not enough balance available'));
    expect(await dispatched(withdrawSaga)).toEqual([
      withdrawalFinished({ kind: 'failed', failure: failedWith('Error! Not enough balance available') }),
    ]);
  });

  it('tokenises the simulated form before attaching it, and attaches a Stripe token as it is', async () => {
    const card = { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
    services.payouts.createCardToken.mockResolvedValueOnce('tok_sim_visa_4242_12_2031');
    services.payouts.attachCard.mockResolvedValueOnce(card);
    const details = addCard({
      kind: 'details',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
    expect(await dispatched(() => addCardSaga(details))).toEqual([cardAdded(card)]);
    expect(services.payouts.createCardToken).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2031,
      cvc: '123',
    });
    expect(services.payouts.attachCard).toHaveBeenCalledWith('tok_sim_visa_4242_12_2031');

    services.payouts.attachCard.mockRejectedValueOnce(new Error('Your card was declined.'));
    expect(await dispatched(() => addCardSaga(addCard({ kind: 'token', cardToken: 'tok_stripe' })))).toEqual([
      cardAddFailed(failedWith('Your card was declined.')),
    ]);
    expect(services.payouts.attachCard).toHaveBeenLastCalledWith('tok_stripe');
  });

  it("loads one event's payment details by id", async () => {
    services.events.get.mockResolvedValueOnce(event('e1', 100));
    services.ledger.listForEvent.mockResolvedValueOnce([]);
    expect(await dispatched(() => loadPaymentDetailsSaga(loadPaymentDetails('e1')))).toEqual([
      paymentDetailsLoaded({ eventId: 'e1', event: event('e1', 100) as never, entries: [] }),
    ]);
    expect(services.ledger.listForEvent).toHaveBeenCalledWith('u1', 'e1');
  });
});
