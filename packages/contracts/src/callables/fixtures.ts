import type { AnyCallable, RequestOf, ResponseOf } from './define';
import * as callables from './index';

type CallableName = {
  [Key in keyof typeof callables]: (typeof callables)[Key] extends AnyCallable ? Key : never;
}[keyof typeof callables];

interface Fixture<C extends AnyCallable> {
  requests: RequestOf<C>[];
  responses: ResponseOf<C>[];
}

/**
 * A real request and answer of every callable, as the app sends and reads them: the contract tests round-trip each
 * through its schema, and a callable without fixtures fails them.
 */
export const FIXTURES: { [Name in CallableName]: Fixture<(typeof callables)[Name]> } = {
  checkAccountEmail: {
    requests: [{ email: 'olivia@gigvenue.test' }],
    responses: [{ exists: true }, { exists: false }],
  },
  sendAnnouncement: {
    requests: [
      { eventId: 'evt-1', title: 'Doors open at 7', message: 'Bring your ticket.', requestId: 'req-1' },
    ],
    responses: [{ announcementId: 'ann-0123456789abcdef0123', holders: 120, notified: 118, pushed: 97 }],
  },
  registerPushToken: {
    requests: [{ token: 'fcm-token_1:APA91bH-example' }, { token: '' }],
    responses: [{ ok: true }],
  },
  rateOrder: {
    requests: [
      { orderId: 'order-1', stars: 5, text: 'Great room, great sound.' },
      { orderId: 'order-2', stars: 3 },
    ],
    responses: [{ ratingId: 'order-1' }],
  },
  replyToRating: {
    requests: [{ ratingId: 'order-1', text: 'Thank you, come again!' }],
    responses: [{ ratingId: 'order-1' }],
  },
  getPayoutAccount: {
    requests: [{}],
    responses: [
      { accountId: null, cards: [], capabilitiesActive: false, verificationPending: false },
      {
        accountId: 'acct_1',
        cards: [{ id: 'card_1', brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030 }],
        capabilitiesActive: true,
        verificationPending: false,
      },
    ],
  },
  createCardToken: {
    requests: [{ cardNumber: '4242424242424242', expiryMonth: 4, expiryYear: 2030, cvc: '123' }],
    responses: [{ tokenId: 'tok_1' }],
  },
  attachPayoutCard: {
    requests: [{ cardToken: 'tok_1' }],
    responses: [{ card: { id: 'card_1', brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030 } }],
  },
  createOnboardingLink: {
    requests: [{}],
    responses: [{ url: 'https://connect.stripe.com/setup/s/acct_1' }],
  },
  withdrawBalance: {
    requests: [{ requestId: 'wd-2024-0001' }],
    responses: [
      { outcome: 'paid', withdrawalId: 'wd-0123456789abcdef01234567', amountPence: 12_345 },
      { outcome: 'needsCard' },
      { outcome: 'verificationPending' },
      { outcome: 'onboarding', url: 'https://connect.stripe.com/setup/s/acct_1' },
    ],
  },
};
