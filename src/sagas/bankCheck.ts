import type { Action, PayloadActionCreator } from '@reduxjs/toolkit';
import { call, put, take } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { env } from '@/config/env';
import type { BankAnswer } from '@/domain/bankCheck';
import { bankCheckOf } from '@/lib/firebase/errors';
import { paymentsService } from '@/services/payments.service';

/**
 * Sends a card payment (a ticket purchase, a booking) and, when the card's bank asks the payer to confirm it
 * (3-D Secure), shows the bank's step (`required`), waits for the payer's answer (`answered`) and sends the same
 * request again: its request id finds the same payment, which the server reads again, now confirmed or refused.
 */
export function* withBankCheck<T>(
  send: () => Promise<T>,
  required: (clientSecret: string) => Action,
  answered: PayloadActionCreator<BankAnswer>,
): SagaGenerator<T> {
  for (;;) {
    try {
      return yield* call(send);
    } catch (error) {
      const clientSecret = bankCheckOf(error);
      if (!clientSecret) throw error;
      yield* put(required(clientSecret));
      const { payload: answer } = yield* take(answered);
      // Stripe.js took the answer to the real bank already; offline, the simulated bank is told here.
      if (!env.stripePublishableKey) yield* call(paymentsService.answerSimulatedBank, clientSecret, answer);
    }
  }
}
