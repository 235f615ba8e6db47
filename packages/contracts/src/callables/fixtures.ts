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
  joinWaitlist: {
    requests: [{ eventId: 'evt-salsa', packageIndex: 0, quantity: 2, name: 'Cleo', email: 'cleo@x.co' }],
    responses: [{ entryId: 'evt-salsa_0_0a1b2c3d4e5f6a7b', position: 3 }],
  },
  getWaitlistOffer: {
    requests: [{ entryId: 'evt-salsa_0_0a1b2c3d4e5f6a7b', key: 'k1l2m3n4o5p6q7r8s9t0uv' }],
    responses: [{ eventId: 'evt-salsa', packageIndex: 0, quantity: 2, heldUntil: 1796400000000 }],
  },
  refundTicketPurchase: {
    requests: [{ ticketId: 'A1B2C3D4E5F6A7B8C9D0' }],
    responses: [{ purchaseId: 'pur-0123456789abcdef0123', tickets: 2, refundedPence: 4800 }],
  },
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
      {
        eventId: 'evt-salsa',
        packageIndex: 0,
        quantity: 1,
        name: 'Cleo',
        email: 'cleo@x.co',
        cardToken: 'tok_sim_visa_4242',
        requestId: 'req-3',
        offer: { entryId: 'evt-salsa_0_0a1b2c3d4e5f6a7b', key: 'k1l2m3n4o5p6q7r8s9t0uv' },
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
    requests: [{ eventId: 'evt-salsa' }, { eventId: 'evt-salsa', changedSince: 1938279600000 }],
    responses: [
      {
        eventId: 'evt-salsa',
        publicKey: 'MCowBQYDK2VwAyEA1234567890abcdefghijklmnopqrstuvwxy',
        seats: 120,
        sold: 2,
        checkedIn: 1,
        cancelled: false,
        complete: true,
        changedUntil: 1938279600000,
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
      {
        eventId: 'evt-salsa',
        publicKey: 'MCowBQYDK2VwAyEA1234567890abcdefghijklmnopqrstuvwxy',
        seats: 120,
        sold: 3,
        checkedIn: 2,
        cancelled: false,
        complete: false,
        changedUntil: 1938279660000,
        tickets: [
          {
            ticketId: 'F0E1D2C3B4A596877869',
            userName: 'Ben',
            ticketType: 'VIP',
            isCheckedIn: true,
          },
        ],
      },
    ],
  },
  checkAccountEmail: {
    requests: [{ email: 'olivia@gigvenue.test' }],
    responses: [{ exists: true }, { exists: false }],
  },
  createEvent: {
    requests: [
      {
        requestId: 'req-lq2x9k-1a2b3c',
        details: {
          title: 'Salsa Night',
          description: 'Social dancing for every level.',
          eventDate: '2030-01-14',
          startTime: '7:00 PM',
          duration: { hours: 3, minutes: 30 },
          location: {
            address: '12 Camden Road, London NW1 9DP',
            location: { latitude: 51.5413, longitude: -0.1395 },
            helpingAddress: { city: 'London', postalCode: 'NW1 9DP' },
          },
          eventType: 'Salsa',
          eventLevel: 'All levels',
          requiredSeats: 100,
          featured: false,
          attachments: ['https://firebasestorage.googleapis.com/v0/b/demo/o/events%2Fa.png?alt=media'],
        },
        packages: [
          { detail: 'Standard', price: 12.5, ticketsAmmount: 80 },
          { detail: 'VIP', price: 19.99, ticketsAmmount: 20 },
        ],
        venue: { venueId: 'venue-1', slotIds: ['evening'] },
        manualVenue: null,
        managers: [{ managerId: 'manager-1', slots: [{ entryId: '2030-01-07', slotId: 'salsa' }] }],
        payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
        expectedTotalPence: 19_550,
      },
      {
        requestId: 'req-lq2x9k-4d5e6f',
        details: {
          title: 'Yoga in the Park',
          description: 'Bring a mat.',
          eventDate: '2030-06-01',
          startTime: '9:15 AM',
          duration: { hours: 0, minutes: 45 },
          location: { address: 'Regent’s Park, London', location: null, helpingAddress: {} },
          eventType: 'Yoga',
          eventLevel: 'Beginners',
          requiredSeats: 30,
          featured: true,
          attachments: ['/demo/venue-hall.jpg'],
        },
        packages: [{ detail: 'Free', price: 0, ticketsAmmount: 30 }],
        venue: null,
        manualVenue: { venueName: 'The Lawn', address: 'Regent’s Park, London', seats: 30 },
        managers: [],
        payment: null,
        expectedTotalPence: 0,
      },
    ],
    responses: [
      {
        eventId: 'evt-0123456789abcdef0123',
        orderIds: ['ord-1', 'ord-2'],
        status: 'inProgress',
        total: 195.5,
      },
      { eventId: 'evt-abcdef0123456789abcd', orderIds: [], status: 'active', total: 0 },
    ],
  },
  deleteEvent: {
    requests: [{ eventId: 'evt-0123456789abcdef0123' }],
    responses: [{ deleted: true }],
  },
  cancelEvent: {
    requests: [{ eventId: 'evt-1', dryRun: true }, { eventId: 'evt-1' }],
    responses: [
      {
        cancelled: true,
        alreadyCancelled: false,
        preview: {
          eventId: 'evt-1',
          title: 'Salsa Night',
          refundTickets: 12,
          refundPence: 15_000,
          freeTickets: 3,
          buyers: 9,
          released: [{ party: 'Riverside Hall', bookingDate: 1_894_665_600_000, pricePence: 15_000 }],
          kept: [{ party: 'Maria Lopez', bookingDate: 1_894_665_600_000, pricePence: 4_550 }],
        },
      },
    ],
  },
  retryCancellationRefunds: {
    requests: [{ eventId: 'evt-1' }],
    responses: [{ retried: 2, stillDeclined: 1 }],
  },
  deleteAvailabilitySlot: {
    requests: [{ ownerId: 'uid-1', entryId: '2030-06-03', slotId: '0b6c7c1e-2b1a-4c59-9a3e-0f1d2c3b4a59' }],
    responses: [{ deleted: true }],
  },
  toggleVenueSlot: {
    requests: [{ venueId: 'venue-1', date: '2030-01-14', slotId: 'evening' }],
    responses: [{ active: false }, { active: true }],
  },
  saveVenueAvailability: {
    requests: [
      {
        venueId: 'venue-1',
        availability: [
          {
            id: '2030-01-07',
            startDate: { year: 2030, month: 1, day: 7 },
            day: 'Monday',
            dayNumber: 2,
            slots: [
              {
                id: 'evening',
                title: 'Evening Hall Hire',
                type: 'Any',
                startTime: '6:00 PM',
                endTime: '11:00 PM',
                price: 150,
                availableTill: { year: 2030, month: 3, day: 25 },
                recurring: true,
              },
            ],
          },
          {
            startDate: { year: 2030, month: 1, day: 12 },
            slots: [
              {
                id: 'studio',
                title: 'Afternoon Studio',
                type: 'For Private',
                startTime: '1:00 PM',
                endTime: '1:30 PM',
                price: 12.5,
                availableTill: { year: 2030, month: 1, day: 12 },
                recurring: false,
              },
            ],
          },
        ],
      },
      { venueId: 'venue-2', availability: [] },
    ],
    responses: [{ saved: true }],
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
  answerSimulatedAuthentication: {
    requests: [{ clientSecret: 'sim_pi_0123456789abcdef01234567_secret_sim', outcome: 'complete' }],
    responses: [{ answered: true }],
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
