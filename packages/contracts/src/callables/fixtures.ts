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
  buyTickets: {
    requests: [
      {
        eventId: 'evt-salsa',
        packageIndex: 1,
        quantity: 2,
        name: 'Ada Lovelace',
        email: 'ada@gigvenue.test',
        cardToken: 'tok_sim_visa_4242',
        requestId: 'req-1',
      },
      {
        eventId: 'evt-salsa',
        packageIndex: 2,
        quantity: 1,
        name: 'Ben',
        email: 'ben@x.co',
        requestId: 'req-2',
      },
    ],
    responses: [
      {
        purchaseId: 'pur-0123456789abcdef0123',
        accessKey: 'q1w2e3r4t5y6u7i8o9p0aA',
        ticketIds: ['A1B2C3D4E5F6A7B8C9D0', 'F0E1D2C3B4A596877869'],
        totalPence: 4800,
      },
    ],
  },
  getTicketSale: {
    requests: [{ eventId: 'evt-salsa' }],
    responses: [
      {
        eventId: 'evt-salsa',
        title: 'Salsa Social Tonight',
        description: 'An evening of salsa in Camden.',
        date: 1938211200000,
        eventDate: { year: 2031, month: 6, day: 2 },
        startTime: '7:00 PM',
        requiredTime: '3 hr 0 min',
        venueName: 'Camden Dance Hall',
        address: '12 Camden Road, London NW1 9DP',
        attachments: ['https://example.com/hall.jpg'],
        onSale: true,
        cancelled: false,
        ticketsLeft: 98,
        packages: [
          { index: 0, detail: 'Standard', price: 12.5, ticketsLeft: 78 },
          { index: 2, detail: 'Free', price: 0, ticketsLeft: 0 },
        ],
      },
      {
        eventId: 'evt-gone',
        title: '',
        description: '',
        date: 0,
        eventDate: null,
        startTime: '',
        requiredTime: '',
        venueName: '',
        address: '',
        attachments: [],
        onSale: false,
        cancelled: true,
        ticketsLeft: 0,
        packages: [],
      },
    ],
  },
  getTicketPurchase: {
    requests: [{ purchaseId: 'pur-0123456789abcdef0123', key: 'q1w2e3r4t5y6u7i8o9p0aA' }],
    responses: [
      {
        purchaseId: 'pur-0123456789abcdef0123',
        buyerName: 'Ada Lovelace',
        event: {
          id: 'evt-salsa',
          title: 'Salsa Social Tonight',
          description: 'An evening of salsa in Camden.',
          date: 1938211200000,
          eventDate: { year: 2031, month: 6, day: 2 },
          startTime: '7:00 PM',
          requiredTime: '3 hr 0 min',
          venueName: 'Camden Dance Hall',
          address: '12 Camden Road, London NW1 9DP',
        },
        cancelled: false,
        refund: null,
        tickets: [
          {
            ticketId: 'A1B2C3D4E5F6A7B8C9D0',
            ticketType: 'Standard',
            amountPaid: 12.5,
            isCheckedIn: true,
            code: 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-salsa.sig',
          },
        ],
      },
      {
        purchaseId: 'pur-0123456789abcdef0124',
        buyerName: 'Ben',
        event: {
          id: 'evt-gone',
          title: '',
          description: '',
          date: 0,
          eventDate: null,
          startTime: '',
          requiredTime: '',
          venueName: '',
          address: '',
        },
        cancelled: true,
        refund: { status: 'refunded', totalPence: 2500 },
        tickets: [
          {
            ticketId: 'F0E1D2C3B4A596877869',
            ticketType: 'VIP',
            amountPaid: 25,
            isCheckedIn: false,
            code: '',
          },
        ],
      },
    ],
  },
  checkInTicket: {
    requests: [
      { eventId: 'evt-salsa', code: 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-salsa.sig', requestId: 'scan-1' },
      { eventId: 'evt-salsa', ticketId: 'a1b2c3d', requestId: 'scan-2', offline: true },
    ],
    responses: [
      {
        result: 'checkedIn',
        message: 'Checked In Successfully !...',
        ticket: { ticketId: 'A1B2C3D4E5F6A7B8C9D0', userName: 'Ada Lovelace', ticketType: 'Standard' },
        checkedInAt: 1938279600000,
        checkedInBy: 'uid-orla',
      },
      {
        result: 'alreadyCheckedIn',
        message: 'Already Checked In !...',
        ticket: { ticketId: 'A1B2C3D4E5F6A7B8C9D0', userName: 'Ada Lovelace', ticketType: 'Standard' },
        checkedInAt: 1938279600000,
        checkedInBy: 'uid-orla',
      },
    ],
  },
  ticketDoorList: {
    requests: [{ eventId: 'evt-salsa' }],
    responses: [
      {
        eventId: 'evt-salsa',
        publicKey: 'MCowBQYDK2VwAyEA1234567890abcdefghijklmnopqrstuvwxy',
        seats: 120,
        sold: 2,
        checkedIn: 1,
        cancelled: false,
        tickets: [
          {
            ticketId: 'A1B2C3D4E5F6A7B8C9D0',
            userName: 'Ada Lovelace',
            ticketType: 'Standard',
            isCheckedIn: true,
          },
          {
            ticketId: 'F0E1D2C3B4A596877869',
            userName: 'Ben',
            ticketType: 'VIP',
            isCheckedIn: false,
            unpaid: true,
          },
        ],
      },
    ],
  },
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
