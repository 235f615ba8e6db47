import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { newRequestId } from '@/domain/booking';
import type { BuyTicketsRequest, BuyTicketsResult } from '@/domain/ticketSale';
import { failureOf, firebaseErrorCode, isBankCheckFailure } from '@/lib/firebase/errors';
import { withBankCheck } from '@/sagas/bankCheck';
import { paymentsService } from '@/services/payments.service';
import { ticketSalesService } from '@/services/ticketSales.service';
import { waitlistService } from '@/services/waitlist.service';
import type { WaitlistOfferLink } from '@/domain/waitlist';
import {
  buyBankCheckAnswered,
  buyBankCheckRequired,
  buyFailed,
  buyRequestForgotten,
  buyRequestPrepared,
  buyRetrying,
  buyTickets,
  joinWaitlist,
  loadPurchase,
  loadSale,
  loadWaitlistOffer,
  purchaseLoaded,
  purchaseLoadFailed,
  saleLoaded,
  saleLoadFailed,
  ticketsBought,
  waitlistJoined,
  waitlistJoinFailed,
  waitlistOfferFailed,
  waitlistOfferLoaded,
} from './index';
import { selectBuy } from './selectors';
import type { BuyPayment, BuySubmission, LoadPurchaseRequest, WaitlistOrder } from './types';

// The callables answer an unknown event, or a purchase with a wrong key, as not found: nothing to show, not a failure.
const isNotFound = (error: unknown) => firebaseErrorCode(error) === 'functions/not-found';

export function* loadSaleSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  try {
    const sale = yield* call(ticketSalesService.getSale, eventId);
    yield* put(saleLoaded({ eventId, sale }));
  } catch (error) {
    yield* put(
      isNotFound(error)
        ? saleLoaded({ eventId, sale: null })
        : saleLoadFailed({ eventId, failure: failureOf(error) }),
    );
  }
}

/** Waits before each new attempt of a purchase that timed out or found the server unavailable; then it fails. */
export const BUY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

/** A timeout or a busy server: the purchase may or may not have gone through, and the same request finds out. */
const isWorthRetrying = (error: unknown) =>
  ['functions/deadline-exceeded', 'functions/unavailable', 'functions/resource-exhausted'].includes(
    firebaseErrorCode(error) ?? '',
  );

/**
 * Sends the purchase, and sends the same request again (same request id: the server sells and charges once, and a
 * purchase that did go through is answered as bought) after a timeout or an unavailable server, telling the buyer it
 * is still trying, a few times with growing waits.
 */
function* buyWithRetries(request: BuyTicketsRequest): SagaGenerator<BuyTicketsResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return yield* call(
        withBankCheck<BuyTicketsResult>,
        () => ticketSalesService.buy(request),
        buyBankCheckRequired,
        buyBankCheckAnswered,
      );
    } catch (error) {
      if (attempt >= BUY_RETRY_DELAYS_MS.length || !isWorthRetrying(error)) throw error;
      yield* put(buyRetrying());
      yield* delay(BUY_RETRY_DELAYS_MS[attempt]);
    }
  }
}

function* cardTokenOf(payment: BuyPayment): SagaGenerator<string | null> {
  if (!payment) return null;
  if (payment.method === 'card') return payment.cardToken;
  const token = yield* call(paymentsService.tokenizeSimulatedCard, payment.card);
  return token;
}

export function* buyTicketsSaga(action: PayloadAction<BuySubmission>): SagaGenerator<void> {
  const { order, payment, offer } = action.payload;
  try {
    const cardToken = yield* call(cardTokenOf, payment);
    // The token, not the card, marks the submission: the card number never sits in the store.
    const fingerprint = JSON.stringify({ order, cardToken, offer });
    const previous = yield* select(selectBuy);
    // The same purchase sent again (after an error) keeps its id, so one that did go through is found, not made
    // twice; anything changed (another quantity, another card) is a new purchase.
    const requestId: string =
      previous.fingerprint === fingerprint && previous.requestId
        ? previous.requestId
        : yield* call(newRequestId);
    yield* put(buyRequestPrepared({ requestId, fingerprint }));
    const request: BuyTicketsRequest = {
      ...order,
      ...(cardToken ? { cardToken } : {}),
      requestId,
      ...(offer ? { offer } : {}),
    };
    const result = yield* call(buyWithRetries, request);
    yield* put(ticketsBought(result));
  } catch (error) {
    if (isBankCheckFailure(error)) yield* put(buyRequestForgotten());
    yield* put(buyFailed(failureOf(error)));
    // A refusal usually means the stock moved: show what is left now.
    yield* put(loadSale(order.eventId));
  }
}

export function* loadPurchaseSaga(action: PayloadAction<LoadPurchaseRequest>): SagaGenerator<void> {
  const { purchaseId, key } = action.payload;
  try {
    const purchase = yield* call(ticketSalesService.getPurchase, purchaseId, key);
    yield* put(purchaseLoaded({ purchaseId, purchase }));
  } catch (error) {
    yield* put(
      isNotFound(error)
        ? purchaseLoaded({ purchaseId, purchase: null })
        : purchaseLoadFailed({ purchaseId, failure: failureOf(error) }),
    );
  }
}

export function* joinWaitlistSaga(action: PayloadAction<WaitlistOrder>): SagaGenerator<void> {
  const order = action.payload;
  try {
    const { position } = yield* call(waitlistService.join, order);
    yield* put(waitlistJoined({ packageIndex: order.packageIndex, position }));
  } catch (error) {
    yield* put(waitlistJoinFailed(failureOf(error)));
    // Refused because tickets are on sale again, say: show what is left now.
    yield* put(loadSale(order.eventId));
  }
}

export function* loadWaitlistOfferSaga(action: PayloadAction<WaitlistOfferLink>): SagaGenerator<void> {
  const link = action.payload;
  try {
    const offer = yield* call(waitlistService.getOffer, link);
    yield* put(waitlistOfferLoaded({ link, offer }));
  } catch (error) {
    yield* put(waitlistOfferFailed({ link, failure: failureOf(error) }));
  }
}

export function* ticketShopSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadSale.type, loadSaleSaga),
    // A double tap on Pay must not send a second purchase while the first runs.
    takeLeading(buyTickets.type, buyTicketsSaga),
    takeLatest(loadPurchase.type, loadPurchaseSaga),
    takeLeading(joinWaitlist.type, joinWaitlistSaga),
    takeLatest(loadWaitlistOffer.type, loadWaitlistOfferSaga),
  ]);
}
