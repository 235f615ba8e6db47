// The demo data set: what `npm start` seeds and what the README lists. Pure data, no I/O.
export const DEMO_PASSWORD = 'demo1234';

export const DEFAULT_CONFIG = {
  isCashPaymentsAllowed: false,
  noFreeEvents: false,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 3,
  noOfFeaturedEventsAllowed: 2,
  featuredEventsTaxPercentage: 2,
};

export const EVENT_TYPES = [
  { label: 'Social Dance', value: 1 },
  { label: 'Salsa', value: 2 },
  { label: 'Bachata', value: 3 },
  { label: 'Yoga', value: 4 },
  { label: 'Hot Yoga', value: 5 },
  { label: 'Dance Fest', value: 6 },
  { label: 'SBK', value: 7 },
  { label: 'Kizomba', value: 8 },
];

export const CATEGORIES = [
  'DJ',
  'Dance Instructor',
  'Event Host',
  'Live Band',
  'Photographer',
  'Sound Engineer',
  'Yoga Teacher',
].map((name) => ({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name }));

const london = { latitude: 51.5072, longitude: -0.1276 };

export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-venue-owner',
    email: 'owner@gigvenue.test',
    name: 'Olivia Owner',
    number: '+44 20 7946 0101',
    img: '/demo/avatar-olivia.svg',
    role: 'venueOwner',
    status: 'active',
    isAppUser: true,
  },
  {
    uid: 'demo-event-manager',
    email: 'manager@gigvenue.test',
    name: 'Marco Manager',
    number: '+44 20 7946 0102',
    role: 'eventManager',
    status: 'active',
    isAppUser: false,
    img: '/demo/avatar-marco.svg',
    bio: 'Salsa and bachata nights, festival hosting and social dance programming across London for ten years.',
    category: 'Dance Instructor',
    experience: { years: 10, months: 0 },
    location: london,
    address: '221 Camden High Street, London, England, NW1 7BU, United Kingdom',
    helpingAddress: { street: '221', streetName: 'Camden High Street', city: 'London', state: 'England', country: 'United Kingdom', postalCode: 'NW1 7BU' },
    prevAttachments: ['/demo/work-salsa.svg', '/demo/work-festival.svg'],
  },
  {
    uid: 'demo-event-organizer',
    email: 'organizer@gigvenue.test',
    name: 'Orla Organizer',
    number: '+44 20 7946 0103',
    img: '/demo/avatar-orla.svg',
    role: 'eventOrganizer',
    status: 'active',
    isAppUser: false,
  },
  {
    uid: 'demo-pending',
    email: 'pending@gigvenue.test',
    name: 'Penny Pending',
    number: '+44 20 7946 0104',
    role: 'eventOrganizer',
    status: 'pending',
    isAppUser: false,
  },
  {
    uid: 'demo-suspended',
    email: 'suspended@gigvenue.test',
    name: 'Sam Suspended',
    number: '+44 20 7946 0105',
    role: 'venueOwner',
    status: 'suspended',
    isAppUser: false,
  },
];

export const DEMO_APP_USERS = [
  { uid: 'demo-app-user-1', name: 'Alice Attendee', email: 'alice@gigvenue.test' },
  { uid: 'demo-app-user-2', name: 'Ben Buyer', email: 'ben@gigvenue.test' },
  { uid: 'demo-app-user-3', name: 'Chloe Customer', email: 'chloe@gigvenue.test' },
];

export function appUserRecord({ uid, name, email, mobileNumber = '' }) {
  return {
    about: '',
    address: '',
    avatar: '',
    calendarEvents: [],
    currentUserId: uid,
    customerId: `cus_demo_${uid.replace(/[^a-z0-9]/gi, '').slice(-12)}`,
    dateOfBirth: '',
    email,
    eventId: [],
    favorite: [],
    managersIds: [],
    name,
    mobileNumber,
    notificationToken: '',
    paymentId: '',
    pointsAmount: 0,
    registeredFromPlatform: 'email',
    status: 'active',
    userLevel: [1],
  };
}

// Dashboard demo: events, tickets and orders of the three active demo accounts, dated in the year the seed
// runs (so the dashboard's current-year charts have data). Months are 1-based here, as people write them.
// Ids are fixed, so seeding again adds nothing. The figures each account's dashboard must show are in
// DEMO_DASHBOARD below; the e2e and emulator tests import them from here.

const OWNER = 'demo-venue-owner';
const MANAGER = 'demo-event-manager';
const ORGANIZER = 'demo-event-organizer';

/** [month, day, amountPaid] of each ticket sold. */
const EVENT_PLAN = [
  { id: 'demo-event-manager-1', createdBy: MANAGER, title: 'Valentine Salsa Social', eventType: 'Salsa', month: 2, day: 14, status: 'completed', isManual: true, tickets: [[1, 20, 15], [2, 1, 15], [2, 10, 15]] },
  { id: 'demo-event-manager-2', createdBy: MANAGER, title: 'Spring Bachata Night', eventType: 'Bachata', month: 4, day: 18, status: 'active', isManual: false, tickets: [[3, 25, 12.5], [4, 5, 12.5]] },
  { id: 'demo-event-manager-3', createdBy: MANAGER, title: 'Summer Kizomba Fest', eventType: 'Kizomba', month: 6, day: 20, status: 'active', isManual: true, tickets: [[5, 28, 40], [6, 2, 25.25]] },
  { id: 'demo-event-manager-4', createdBy: MANAGER, title: 'Autumn Yoga Morning', eventType: 'Yoga', month: 9, day: 12, status: 'inProgress', isManual: false, tickets: [] },
  { id: 'demo-event-owner-1', createdBy: OWNER, title: 'Riverside Salsa Gala', eventType: 'Salsa', month: 3, day: 7, status: 'completed', isManual: true, tickets: [[2, 20, 20], [3, 1, 20]] },
  { id: 'demo-event-owner-2', createdBy: OWNER, title: 'Midsummer Dance Fest', eventType: 'Dance Fest', month: 7, day: 11, status: 'active', isManual: true, tickets: [[6, 15, 30]] },
  { id: 'demo-event-organizer-1', createdBy: ORGANIZER, title: 'Beginners Bachata Workshop', eventType: 'Bachata', month: 5, day: 16, status: 'completed', isManual: false, tickets: [[5, 1, 10], [5, 10, 10]] },
  { id: 'demo-event-organizer-2', createdBy: ORGANIZER, title: 'Kizomba Under the Stars', eventType: 'Kizomba', month: 8, day: 22, status: 'active', isManual: false, tickets: [[8, 1, 18.75]] },
  { id: 'demo-event-organizer-3', createdBy: ORGANIZER, title: 'Hot Yoga Retreat', eventType: 'Hot Yoga', month: 10, day: 3, status: 'inProgress', isManual: false, tickets: [] },
];

/** One booked slot each; the booking date is the event's day, the booker is the event's owner. */
const ORDER_PLAN = [
  { id: 'demo-order-1', event: 'demo-event-owner-1', createdTo: MANAGER, price: 120, status: 'completed', startTime: '7:00 PM', endTime: '11:00 PM' },
  { id: 'demo-order-2', event: 'demo-event-organizer-1', createdTo: MANAGER, price: 95.5, status: 'completed', startTime: '2:00 PM', endTime: '5:00 PM' },
  { id: 'demo-order-3', event: 'demo-event-organizer-2', createdTo: MANAGER, price: 80, status: 'active', startTime: '8:00 PM', endTime: '11:30 PM' },
  { id: 'demo-order-4', event: 'demo-event-manager-2', createdTo: OWNER, price: 150, status: 'completed', startTime: '7:30 PM', endTime: '11:30 PM' },
  { id: 'demo-order-5', event: 'demo-event-organizer-2', createdTo: OWNER, price: 175, status: 'active', startTime: '8:00 PM', endTime: '11:30 PM' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (year, month, day) => Date.UTC(year, month - 1, day);
const accountOf = (uid) => DEMO_ACCOUNTS.find((account) => account.uid === uid);

// Ids carry the year, so a stack whose data is kept past New Year gets the new year's demo set on its next start
// (the charts show the current year) and keeps last year's as history.
const yearly = (id, year) => `${id}-${year}`;

/** events/{id} documents of the demo accounts, dated in `year`. */
export function demoEvents(year) {
  return EVENT_PLAN.map(({ id, createdBy, title, eventType, month, day, status, isManual, tickets }, index) => {
    const date = utcDay(year, month, day);
    const price = tickets[0]?.[2] ?? 10;
    return {
      id: yearly(id, year),
      title,
      description: `${title}: an evening of ${eventType.toLowerCase()} in London for dancers of every level.`,
      eventDate: { year, month, day },
      date,
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
      eventLocation: 'London',
      eventType,
      eventLevel: 'All levels',
      requiredSeats: 80,
      status,
      featured: false,
      isFeaturedTaxApply: false,
      attachments: [index % 2 === 0 ? '/demo/work-salsa.svg' : '/demo/work-festival.svg'],
      packages: [{ detail: 'Standard', price, ticketsAmmount: 80 }],
      managersId: ORDER_PLAN.some((order) => order.event === id && order.createdTo === MANAGER) ? [MANAGER] : [],
      isManual,
      isPaymentCleared: status === 'completed',
      createdBy,
      createdAt: date - 60 * DAY_MS,
      address: '221 Camden High Street, London NW1 7BU, United Kingdom',
    };
  });
}

/** tickets/{id} documents: bought by the demo app users in turn, checked in once the event is completed. */
export function demoTickets(year) {
  return EVENT_PLAN.flatMap(({ id: eventId, createdBy, status, tickets }) =>
    tickets.map(([month, day, amountPaid], index) => {
      const buyer = DEMO_APP_USERS[index % DEMO_APP_USERS.length];
      const id = `${yearly(eventId, year)}-ticket-${index + 1}`;
      return {
        id,
        ticketId: id,
        userId: buyer.uid,
        userName: buyer.name,
        purchaseDate: utcDay(year, month, day) + 12 * 60 * 60 * 1000,
        amountPaid,
        isPaid: true,
        isCheckedIn: status === 'completed',
        paymentMethod: 'PayPal',
        ticketType: 'Standard',
        eventId: yearly(eventId, year),
        eventOwnerId: createdBy,
        feedbackNotes: '',
      };
    }),
  );
}

/** orders/{id} documents: slots of the manager and the venue owner booked for demo events. */
export function demoOrders(year) {
  const events = new Map(demoEvents(year).map((event) => [event.id, event]));
  return ORDER_PLAN.map(({ id, event: eventId, createdTo, price, status, startTime, endTime }) => {
    const event = events.get(yearly(eventId, year));
    const booker = accountOf(event.createdBy);
    return {
      id: yearly(id, year),
      event: event.id,
      bookingDate: event.date,
      slot: { id: `${yearly(id, year)}-slot`, startTime, endTime, price },
      eventDetails: {
        title: event.title,
        description: event.description,
        eventLocation: event.eventLocation,
        address: event.address,
        date: event.date,
        startTime: event.startTime,
        requiredTime: event.requiredTime,
      },
      createdAt: event.createdAt + DAY_MS,
      createdBy: event.createdBy,
      createdTo,
      createdByData: { id: booker.uid, name: booker.name, email: booker.email, img: '' },
      status,
    };
  });
}

const months = (...values) => [...values, ...Array(12 - values.length).fill(0)];

/**
 * What each demo account's dashboard shows for the seeded year. Written out rather than computed, so a
 * test comparing the app with these numbers checks the app's arithmetic against a second source.
 * Active events are 'active' plus 'inProgress' (src/domain/statistics.ts).
 */
export const DEMO_DASHBOARD = {
  [MANAGER]: {
    events: {
      activeEvents: 3,
      totalEvents: 4,
      revenue: 135.25,
      monthlyEvents: months(0, 1, 0, 1, 0, 1, 0, 0, 1),
      monthlyRevenue: months(15, 30, 12.5, 12.5, 40, 25.25),
    },
    orders: {
      activeOrders: 1,
      totalOrders: 3,
      revenue: 215.5,
      recievedOrdersStats: months(0, 0, 1, 0, 1, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 120, 0, 95.5),
    },
  },
  [OWNER]: {
    events: {
      activeEvents: 1,
      totalEvents: 2,
      revenue: 70,
      monthlyEvents: months(0, 0, 1, 0, 0, 0, 1),
      monthlyRevenue: months(0, 20, 20, 0, 0, 30),
    },
    orders: {
      activeOrders: 1,
      totalOrders: 2,
      revenue: 150,
      recievedOrdersStats: months(0, 0, 0, 1, 0, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 0, 150),
    },
  },
  [ORGANIZER]: {
    events: {
      activeEvents: 2,
      totalEvents: 3,
      revenue: 38.75,
      monthlyEvents: months(0, 0, 0, 0, 1, 0, 0, 1, 0, 1),
      monthlyRevenue: months(0, 0, 0, 0, 20, 0, 0, 18.75),
    },
    orders: null,
  },
};

// Availability demo: a weekly entry of the demo event manager starting the Monday after the seed runs, with
// two slots; the first is booked on its first date, so the app refuses to delete it. The dates move with the
// day the seed runs, so the seed writes the entry only while the manager has no availability at all.
export const DEMO_AVAILABILITY = {
  ownerId: 'demo-event-manager',
  weeks: 8,
  bookedSlotId: 'demo-slot-salsa-social',
  slots: [
    { id: 'demo-slot-salsa-social', title: 'Salsa Social Evening', type: 'For Venue', startTime: '7:00 PM', endTime: '10:00 PM', price: 45 },
    { id: 'demo-slot-private-class', title: 'Private Bachata Class', type: 'For Private', startTime: '5:00 PM', endTime: '6:30 PM', price: 30 },
  ],
};

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const calendarOf = (ms) => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const keyOf = ({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The owner, the entry (id = its start date), the bookings map and startingFrom, for a seed run at `now`. */
export function demoAvailability(now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysToMonday = (8 - new Date(today).getUTCDay()) % 7 || 7;
  const startDate = calendarOf(today + daysToMonday * ONE_DAY_MS);
  const availableTill = calendarOf(today + (daysToMonday + 7 * (DEMO_AVAILABILITY.weeks - 1)) * ONE_DAY_MS);
  const entryId = keyOf(startDate);
  return {
    ownerId: DEMO_AVAILABILITY.ownerId,
    entryId,
    entry: {
      startDate,
      day: 'Monday',
      dayNumber: 2,
      slots: DEMO_AVAILABILITY.slots.map((slot) => ({ ...slot, availableTill, recurring: true })),
    },
    bookings: { [entryId]: [DEMO_AVAILABILITY.bookedSlotId] },
    startingFrom: Math.min(...DEMO_AVAILABILITY.slots.map((slot) => slot.price)),
  };
}

// Directory demo: one online venue of the demo venue owner, with availability in the year after the seed
// runs (always in the future) and one of its slots booked on one date, so the venue list, the venue details
// and its "Not Available" row all have something to show. Fixed ids: seeding again adds nothing.

const weekdayOf = ({ year, month, day }) => {
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { day: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][index], dayNumber: index + 1 };
};

export const DEMO_VENUE_ID = 'demo-venue-camden';

/** venues/{id} documents and their bookings maps (bookings/{venueId}) for the year after `year`. */
export function demoVenues(year) {
  const startDate = { year: year + 1, month: 3, day: 2 };
  const bookedDate = `${year + 1}-03-09`;
  return [
    {
      id: DEMO_VENUE_ID,
      venue: {
        createdBy: OWNER,
        venueName: 'Camden Dance Hall',
        seats: 120,
        description:
          'A sprung-floor dance hall with a bar, a sound system and changing rooms, two minutes from Camden Town station.',
        address: '12 Camden Road, London NW1 9DP, United Kingdom',
        lineAddress1: '12 Camden Road',
        lineAddress2: '',
        helpingAddress: { street: '12', streetName: 'Camden Road', city: 'London', state: 'England', country: 'United Kingdom', postalCode: 'NW1 9DP' },
        location: { latitude: 51.5413, longitude: -0.1395 },
        // Static files of the app (public/demo), so the pictures load offline and on a real deployment alike.
        attachments: ['/demo/venue-hall.svg', '/demo/venue-studio.svg'],
        isOnline: true,
        availability: [
          {
            startDate,
            ...weekdayOf(startDate),
            slots: [
              { id: 'demo-venue-slot-evening', title: 'Evening Hall Hire', type: 'Any', startTime: '6:00 PM', endTime: '11:00 PM', price: 150, availableTill: startDate, recurring: false },
              { id: 'demo-venue-slot-daytime', title: 'Daytime Studio', type: 'For Private', startTime: '10:00 AM', endTime: '2:00 PM', price: 60, availableTill: { year: year + 1, month: 3, day: 30 }, recurring: true },
            ],
          },
        ],
        startingFrom: 60,
      },
      bookings: { [bookedDate]: ['demo-venue-slot-daytime'] },
    },
  ];
}
