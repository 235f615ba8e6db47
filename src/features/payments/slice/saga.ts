import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { newRequestId } from '@/domain/booking';
import type { Order, PlatformEvent } from '@/domain/entities';
import { toPence } from '@/domain/money';
import { mergePaymentEvents, type PaymentEventRow } from '@/domain/payments';
import type { TicketStats } from '@/domain/tickets';
import { failureOf } from '@/lib/firebase/errors';
import { eventsService } from '@/services/events.service';
import { ledgerService } from '@/services/ledger.service';
import { ordersService } from '@/services/orders.service';
import { payoutsService } from '@/services/payouts.service';
import { ticketsService } from '@/services/tickets.service';
import {
  addCard,
  cardAdded,
  cardAddFailed,
  loadPaymentDetails,
  loadPayments,
  loadPayoutAccount,
  openCardForm,
  paymentDetailsLoaded,
  paymentDetailsLoadFailed,
  paymentsLoaded,
  paymentsLoadFailed,
  payoutAccountLoaded,
  payoutAccountLoadFailed,
  withdraw,
  withdrawalFinished,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import type { NewCard } from './types';

/** The events table reads at most this many own events and received orders: one bounded load. */
export const PAYMENT_EVENTS_LIMIT = 50;

const ownRow = (event: PlatformEvent, stats: TicketStats): PaymentEventRow => ({
  id: event.id,
  title: event.title,
  date: event.date,
  status: event.status,
  isPaymentCleared: event.isPaymentCleared,
  soldTickets: stats.sold,
  revenuePence: stats.revenuePence,
});

function bookedRows(orders: readonly Order[], events: readonly (PlatformEvent | null)[]): PaymentEventRow[] {
  return events.flatMap((event) => {
    if (!event) return [];
    const mine = orders.filter((order) => order.event === event.id);
    const revenuePence = mine.reduce((sum, order) => sum + toPence(order.slot.price), 0);
    return [
      {
        id: event.id,
        title: event.title,
        date: event.date,
        status: event.status,
        isPaymentCleared: event.isPaymentCleared,
        soldTickets: null,
        revenuePence,
      },
    ];
  });
}

export function* loadPaymentsSaga(): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(paymentsLoadFailed(signInFirstFailure()));
    return;
  }
  try {
    const { own, received, statement } = yield* all({
      own: call(eventsService.listRecent, uid, PAYMENT_EVENTS_LIMIT),
      received: call(ordersService.listReceived, uid, null, PAYMENT_EVENTS_LIMIT),
      statement: call(ledgerService.listForPayee, uid),
    });
    const stats: TicketStats[] = yield* all(own.map((event) => call(ticketsService.getStats, event.id)));
    const ownIds = new Set(own.map((event) => event.id));
    const bookedIds = [...new Set(received.items.map((order) => order.event))].filter(
      (id) => !ownIds.has(id),
    );
    const booked: (PlatformEvent | null)[] = yield* all(bookedIds.map((id) => call(eventsService.get, id)));
    const events = mergePaymentEvents(
      own.map((event, index) => ownRow(event, stats[index])),
      bookedRows(received.items, booked),
    );
    yield* put(paymentsLoaded({ events, statement }));
  } catch (error) {
    yield* put(paymentsLoadFailed(failureOf(error)));
  }
}

export function* loadPayoutAccountSaga(): SagaGenerator<void> {
  try {
    const account = yield* call(payoutsService.getAccount);
    yield* put(payoutAccountLoaded(account));
  } catch (error) {
    yield* put(payoutAccountLoadFailed(failureOf(error)));
  }
}

/** Opens the provider's verification pages in a new tab, as the spec says; the banner keeps a link if it is blocked. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function* withdrawSaga(): SagaGenerator<void> {
  try {
    // A fresh id per press: the function pays each id once, and a second press finds the balance already at zero.
    const requestId = yield* call(newRequestId);
    const result = yield* call(payoutsService.withdraw, requestId);
    if (result.outcome === 'needsCard') {
      yield* put(withdrawalFinished(null));
      yield* put(openCardForm());
      return;
    }
    if (result.outcome === 'onboarding') yield* call(openInNewTab, result.url);
    yield* put(
      withdrawalFinished(
        result.outcome === 'paid'
          ? { kind: 'paid', amountPence: result.amountPence }
          : result.outcome === 'onboarding'
            ? { kind: 'onboarding', url: result.url }
            : { kind: 'verificationPending' },
      ),
    );
    // The balance follows by itself (the session watches it); the statement and cards are read again.
    if (result.outcome === 'paid') yield* put(loadPayments());
  } catch (error) {
    yield* put(withdrawalFinished({ kind: 'failed', failure: failureOf(error) }));
  }
}

export function* addCardSaga(action: PayloadAction<NewCard>): SagaGenerator<void> {
  const card = action.payload;
  try {
    const cardToken: string =
      card.kind === 'token'
        ? card.cardToken
        : yield* call(payoutsService.createCardToken, {
            cardNumber: card.cardNumber,
            expiryMonth: card.expMonth,
            expiryYear: card.expYear,
            cvc: card.cvc,
          });
    const attached = yield* call(payoutsService.attachCard, cardToken);
    yield* put(cardAdded(attached));
  } catch (error) {
    yield* put(cardAddFailed(failureOf(error)));
  }
}

export function* loadPaymentDetailsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(paymentDetailsLoadFailed({ eventId, failure: signInFirstFailure() }));
    return;
  }
  try {
    const { event, entries } = yield* all({
      event: call(eventsService.get, eventId),
      entries: call(ledgerService.listForEvent, uid, eventId),
    });
    yield* put(paymentDetailsLoaded({ eventId, event, entries }));
  } catch (error) {
    yield* put(paymentDetailsLoadFailed({ eventId, failure: failureOf(error) }));
  }
}

export function* paymentsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadPayments.type, loadPaymentsSaga),
    takeLatest(loadPayoutAccount.type, loadPayoutAccountSaga),
    // takeLeading: a second press while one withdrawal or card runs is ignored.
    takeLeading(withdraw.type, withdrawSaga),
    takeLeading(addCard.type, addCardSaga),
    takeLatest(loadPaymentDetails.type, loadPaymentDetailsSaga),
  ]);
}
