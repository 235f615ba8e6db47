// The demo data set: what `npm start` seeds and what the README lists. Pure data, no I/O. The figures the app must
// show for it (dashboards) are in demo-expectations.mjs.
export const DEMO_PASSWORD = 'demo1234';

// The platform's starting configuration is the contract's (packages/contracts, built by `npm run build:functions`),
// the same object the functions fall back to; re-exported so the seed and the operator read it from here, like the
// event type options the wizard offers.
export { DEFAULT_CONFIG, EVENT_TYPE_OPTIONS } from '@gigvenue/contracts';
import {
  addDays,
  dateKeyOf,
  londonDateKey,
  parseDateKey,
  weekdayNumberOf,
  weekdayOf,
} from '@gigvenue/contracts';

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
    img: '/demo/avatar-olivia.png',
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
    img: '/demo/avatar-marco.png',
    bio: 'Salsa and bachata nights, festival hosting and social dance programming across London for ten years.',
    category: 'Dance Instructor',
    experience: { years: 10, months: 0 },
    location: london,
    address: '221 Camden High Street, London, England, NW1 7BU, United Kingdom',
    helpingAddress: {
      street: '221',
      streetName: 'Camden High Street',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      postalCode: 'NW1 7BU',
    },
    prevAttachments: ['/demo/work-salsa.jpg', '/demo/work-festival.jpg'],
  },
  {
    uid: 'demo-event-organizer',
    email: 'organizer@gigvenue.test',
    name: 'Orla Organizer',
    number: '+44 20 7946 0103',
    img: '/demo/avatar-orla.png',
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
// demo-expectations.mjs, written out; the e2e and emulator tests import them from there.

const OWNER = 'demo-venue-owner';
const MANAGER = 'demo-event-manager';
const ORGANIZER = 'demo-event-organizer';

/** [month, day, amountPaid] of each ticket sold. */
const EVENT_PLAN = [
  {
    id: 'demo-event-manager-1',
    createdBy: MANAGER,
    title: 'Valentine Salsa Social',
    eventType: 'Salsa',
    month: 2,
    day: 14,
    status: 'completed',
    isManual: true,
    tickets: [
      [1, 20, 15],
      [2, 1, 15],
      [2, 10, 15],
    ],
  },
  {
    id: 'demo-event-manager-2',
    createdBy: MANAGER,
    title: 'Spring Bachata Night',
    eventType: 'Bachata',
    month: 4,
    day: 18,
    status: 'active',
    isManual: false,
    tickets: [
      [3, 25, 12.5],
      [4, 5, 12.5],
    ],
  },
  {
    id: 'demo-event-manager-3',
    createdBy: MANAGER,
    title: 'Summer Kizomba Fest',
    eventType: 'Kizomba',
    month: 6,
    day: 20,
    status: 'active',
    isManual: true,
    tickets: [
      [5, 28, 40],
      [6, 2, 25.25],
    ],
  },
  {
    id: 'demo-event-manager-4',
    createdBy: MANAGER,
    title: 'Autumn Yoga Morning',
    eventType: 'Yoga',
    month: 9,
    day: 12,
    status: 'inProgress',
    isManual: false,
    tickets: [],
  },
  {
    id: 'demo-event-owner-1',
    createdBy: OWNER,
    title: 'Riverside Salsa Gala',
    eventType: 'Salsa',
    month: 3,
    day: 7,
    status: 'completed',
    isManual: true,
    tickets: [
      [2, 20, 20],
      [3, 1, 20],
    ],
  },
  {
    id: 'demo-event-owner-2',
    createdBy: OWNER,
    title: 'Midsummer Dance Fest',
    eventType: 'Dance Fest',
    month: 7,
    day: 11,
    status: 'active',
    isManual: true,
    tickets: [[6, 15, 30]],
  },
  {
    id: 'demo-event-organizer-1',
    createdBy: ORGANIZER,
    title: 'Beginners Bachata Workshop',
    eventType: 'Bachata',
    month: 5,
    day: 16,
    status: 'completed',
    isManual: false,
    tickets: [
      [5, 1, 10],
      [5, 10, 10],
    ],
  },
  {
    id: 'demo-event-organizer-2',
    createdBy: ORGANIZER,
    title: 'Kizomba Under the Stars',
    eventType: 'Kizomba',
    month: 8,
    day: 22,
    status: 'active',
    isManual: false,
    tickets: [[8, 1, 18.75]],
  },
  {
    id: 'demo-event-organizer-3',
    createdBy: ORGANIZER,
    title: 'Hot Yoga Retreat',
    eventType: 'Hot Yoga',
    month: 10,
    day: 3,
    status: 'inProgress',
    isManual: false,
    tickets: [],
  },
];

/** One booked slot each; the booking date is the event's day, the booker is the event's owner. */
const ORDER_PLAN = [
  {
    id: 'demo-order-1',
    event: 'demo-event-owner-1',
    createdTo: MANAGER,
    price: 120,
    status: 'completed',
    startTime: '7:00 PM',
    endTime: '11:00 PM',
  },
  {
    id: 'demo-order-2',
    event: 'demo-event-organizer-1',
    createdTo: MANAGER,
    price: 95.5,
    status: 'completed',
    startTime: '2:00 PM',
    endTime: '5:00 PM',
  },
  {
    id: 'demo-order-3',
    event: 'demo-event-organizer-2',
    createdTo: MANAGER,
    price: 80,
    status: 'active',
    startTime: '8:00 PM',
    endTime: '11:30 PM',
  },
  {
    id: 'demo-order-4',
    event: 'demo-event-manager-2',
    createdTo: OWNER,
    price: 150,
    status: 'completed',
    startTime: '7:30 PM',
    endTime: '11:30 PM',
  },
  {
    id: 'demo-order-5',
    event: 'demo-event-organizer-2',
    createdTo: OWNER,
    price: 175,
    status: 'active',
    startTime: '8:00 PM',
    endTime: '11:30 PM',
  },
  // The completed events' venue bookings and the workshop's second slot with Marco: completed orders the seed rates,
  // so the demo venue's and Marco's cards show an average at once (three ratings each; fewer read 'New').
  {
    id: 'demo-order-6',
    event: 'demo-event-manager-1',
    createdTo: OWNER,
    price: 140,
    status: 'completed',
    startTime: '7:00 PM',
    endTime: '11:00 PM',
  },
  {
    id: 'demo-order-7',
    event: 'demo-event-manager-1',
    createdTo: OWNER,
    price: 60,
    status: 'completed',
    startTime: '3:00 PM',
    endTime: '7:00 PM',
  },
  {
    id: 'demo-order-8',
    event: 'demo-event-organizer-1',
    createdTo: OWNER,
    price: 110,
    status: 'completed',
    startTime: '1:00 PM',
    endTime: '5:00 PM',
  },
  {
    id: 'demo-order-9',
    event: 'demo-event-organizer-1',
    createdTo: MANAGER,
    price: 35,
    status: 'completed',
    startTime: '5:00 PM',
    endTime: '6:00 PM',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (year, month, day) => Date.UTC(year, month - 1, day);
const accountOf = (uid) => DEMO_ACCOUNTS.find((account) => account.uid === uid);

// Ids carry the year, so a stack whose data is kept past New Year gets the new year's demo set on its next start
// (the charts show the current year) and keeps last year's as history.
const yearly = (id, year) => `${id}-${year}`;

/** events/{id} documents of the demo accounts, dated in `year`. */
export function demoEvents(year) {
  return EVENT_PLAN.map(
    ({ id, createdBy, title, eventType, month, day, status, isManual, tickets }, index) => {
      const date = utcDay(year, month, day);
      const price = tickets[0]?.[2] ?? 10;
      // The bookings as the booking function records them on the event: the venue's and each manager's booked slots.
      const booked = (to) =>
        ORDER_PLAN.filter((order) => order.event === id && order.createdTo === to).map((order) => ({
          id: `${yearly(order.id, year)}-slot`,
          startTime: order.startTime,
          endTime: order.endTime,
          price: order.price,
        }));
      const [hall] = demoVenues(year);
      const venueSlots = booked(OWNER);
      const managerSlots = booked(MANAGER);
      const marco = accountOf(MANAGER);
      const venue =
        venueSlots.length || isManual
          ? {
              ...(venueSlots.length ? { id: hall.id } : {}),
              venueName: hall.venue.venueName,
              address: hall.venue.address,
              description: venueSlots.length ? hall.venue.description : '',
              location: venueSlots.length ? hall.venue.location : null,
              seats: hall.venue.seats,
              attachments: venueSlots.length ? hall.venue.attachments : [],
              bookedSlots: venueSlots,
            }
          : null;
      return {
        id: yearly(id, year),
        venue,
        selectedVenue: venueSlots.length ? hall.id : null,
        eventManagers: managerSlots.length
          ? [
              {
                id: MANAGER,
                name: marco.name,
                category: marco.category,
                img: marco.img,
                bookedSlots: managerSlots,
              },
            ]
          : [],
        orderCount: venueSlots.length + managerSlots.length,
        location: null,
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
        attachments: [index % 2 === 0 ? '/demo/work-salsa.jpg' : '/demo/work-festival.jpg'],
        packages: [{ detail: 'Standard', price, ticketsAmmount: 80 }],
        managersId: ORDER_PLAN.some((order) => order.event === id && order.createdTo === MANAGER)
          ? [MANAGER]
          : [],
        isManual: isManual && !venueSlots.length,
        isPaymentCleared: status === 'completed',
        createdBy,
        createdAt: date - 60 * DAY_MS,
        address: '221 Camden High Street, London NW1 7BU, United Kingdom',
      };
    },
  );
}

/** The ids of the year's demo events that have tickets: the seed recounts their ticketStats from the tickets. */
export const demoEventsWithTickets = (year) =>
  EVENT_PLAN.filter((plan) => plan.tickets.length > 0).map((plan) => yearly(plan.id, year));

/** tickets/{id} documents: bought by the demo app users in turn, checked in once the event is completed. */
export function demoTickets(year) {
  return EVENT_PLAN.flatMap(({ id: eventId, createdBy, status, tickets }) =>
    tickets.map(([month, day, amountPaid], index) => {
      const buyer = DEMO_APP_USERS[index % DEMO_APP_USERS.length];
      const id = `${yearly(eventId, year)}-ticket-${index + 1}`;
      const isCheckedIn = status === 'completed';
      const event = EVENT_PLAN.find((plan) => plan.id === eventId);
      return {
        id,
        ticketId: id,
        userId: buyer.uid,
        userName: buyer.name,
        userNameLower: buyer.name.toLowerCase(),
        purchaseDate: utcDay(year, month, day) + 12 * 60 * 60 * 1000,
        amountPaid,
        isPaid: true,
        isCheckedIn,
        // Checked in at 7 PM on the event's day by its owner, as the door would have recorded it.
        checkedInAt: isCheckedIn ? utcDay(year, event.month, event.day) + 19 * 60 * 60 * 1000 : null,
        checkedInBy: isCheckedIn ? createdBy : null,
        checkInRequestId: null,
        paymentMethod: 'PayPal',
        ticketType: 'Standard',
        packageIndex: 0,
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
    const booked = accountOf(createdTo);
    const party = (account) => ({
      id: account.uid,
      name: account.name,
      email: account.email,
      number: account.number,
      img: account.img ?? '',
    });
    const [venue] = demoVenues(year);
    // Orders with the venue owner are the demo venue's bookings; the others book the demo manager.
    const isVenue = createdTo === OWNER;
    return {
      id: yearly(id, year),
      event: event.id,
      kind: isVenue ? 'venue' : 'manager',
      bookingOwnerId: isVenue ? venue.id : createdTo,
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
      venue: isVenue
        ? {
            id: venue.id,
            venueName: venue.venue.venueName,
            address: venue.venue.address,
            seats: venue.venue.seats,
          }
        : null,
      eventManager: isVenue
        ? null
        : {
            id: booked.uid,
            name: booked.name,
            category: booked.category ?? '',
            email: booked.email,
            img: booked.img ?? '',
          },
      createdAt: event.createdAt + DAY_MS,
      createdBy: event.createdBy,
      createdTo,
      createdByData: party(booker),
      createdToData: party(booked),
      paymentMethod: 'card',
      status,
    };
  });
}

/**
 * Ratings of the demo's completed orders of completed events, given by each order's booker as the rateOrder function
 * would, so Marco's and the demo venue's cards show an average and their details list ratings at once. Order 4 (the
 * venue's booking for an event still active) is left for settlement to complete, as the server refuses it until then.
 */
export function demoRatings(year) {
  const rating = (order, raterId, stars, text) => ({ orderId: yearly(order, year), raterId, stars, text });
  return [
    rating('demo-order-1', OWNER, 5, 'Packed floor all night; the regulars are still talking about it.'),
    rating('demo-order-2', ORGANIZER, 4, 'Friendly, on time and great with beginners.'),
    rating('demo-order-9', ORGANIZER, 5, 'Stayed on for the social hour and kept everyone dancing.'),
    rating('demo-order-6', MANAGER, 5, 'Sprung floor, great sound and a helpful bar team.'),
    rating('demo-order-7', MANAGER, 4, 'The afternoon set-up slot made the evening easy.'),
    rating('demo-order-8', ORGANIZER, 4, 'Bright studio and easy to reach; the heating took a while.'),
  ];
}

// Availability demo: a weekly entry of the demo event manager starting on the day the seed runs (T, the platform's
// London day), with two slots repeating every 7 days for 8 weeks. Its salsa slot on T is booked by the organizer's
// seeded event (DEMO_UPCOMING), so the app refuses to delete it. Entries are keyed by their start date, so the seed
// writes one only while none starts on T; slot ids carry the date so entries of different days never share one.
export const DEMO_AVAILABILITY = {
  ownerId: 'demo-event-manager',
  weeks: 8,
  slots: [
    {
      id: 'demo-slot-salsa-social',
      title: 'Salsa Social Evening',
      type: 'For Venue',
      startTime: '7:00 PM',
      endTime: '10:00 PM',
      price: 45,
    },
    {
      id: 'demo-slot-private-class',
      title: 'Private Bachata Class',
      type: 'For Private',
      startTime: '5:00 PM',
      endTime: '6:30 PM',
      price: 30,
    },
  ],
};

// The calendar is the contract's (London's day, day keys, weekdays), the one the booking function reckons with.

/** T: the calendar day in London (the platform's time zone, as the booking function reckons "today"). */
export const demoToday = (now = new Date()) => parseDateKey(londonDateKey(now.getTime()));

/** The calendar day `days` after T, as 'YYYY-MM-DD'. */
export const demoDateKey = (days, now = new Date()) => addDays(londonDateKey(now.getTime()), days);

const weekdayFields = (date) => ({ day: weekdayOf(date), dayNumber: weekdayNumberOf(date) });

/** A weekly entry starting on T: its slots carry T in their ids and repeat for `weeks` weeks. */
function weeklyEntry(slots, weeks, now) {
  const startDate = demoToday(now);
  const entryId = dateKeyOf(startDate);
  const availableTill = parseDateKey(addDays(entryId, 7 * (weeks - 1)));
  return {
    entryId,
    entry: {
      startDate,
      ...weekdayFields(startDate),
      slots: slots.map((slot) => ({ ...slot, id: `${slot.id}-${entryId}`, availableTill, recurring: true })),
    },
  };
}

/** The owner, the entry (id = its start date), the booked slot (by the seeded organizer event) and startingFrom. */
export function demoAvailability(now = new Date()) {
  const { entryId, entry } = weeklyEntry(DEMO_AVAILABILITY.slots, DEMO_AVAILABILITY.weeks, now);
  return {
    ownerId: DEMO_AVAILABILITY.ownerId,
    entryId,
    entry,
    bookings: { [entryId]: [`demo-slot-salsa-social-${entryId}`] },
    startingFrom: Math.min(...DEMO_AVAILABILITY.slots.map((slot) => slot.price)),
  };
}

/** The demo venue's weekly entry from T (appended to its availability by the seed while none starts on T). */
export const DEMO_VENUE_WEEKLY_SLOTS = [
  {
    id: 'demo-venue-weekly-evening',
    title: 'Evening Hall Hire',
    type: 'Any',
    startTime: '6:00 PM',
    endTime: '11:00 PM',
    price: 150,
  },
  {
    id: 'demo-venue-weekly-afternoon',
    title: 'Afternoon Studio',
    type: 'For Private',
    startTime: '1:00 PM',
    endTime: '5:00 PM',
    price: 80,
  },
];

export function demoVenueWeeklyEntry(now = new Date()) {
  return weeklyEntry(DEMO_VENUE_WEEKLY_SLOTS, 8, now);
}

// Upcoming demo events, made by the seed through the booking function (the same code path as the app), dated
// relative to T: one today, others in the coming weeks, each booking demo slots so orders and bookings match.
export const DEMO_UPCOMING = [
  {
    key: 'tonight',
    createdBy: ORGANIZER,
    offsetDays: 0,
    title: 'Salsa Social Tonight',
    eventType: 'Salsa',
    startTime: '7:00 PM',
    venueSlots: ['demo-venue-weekly-evening'],
    managerSlots: ['demo-slot-salsa-social'],
  },
  {
    key: 'masterclass',
    createdBy: OWNER,
    offsetDays: 7,
    title: 'Bachata Masterclass',
    eventType: 'Bachata',
    startTime: '5:00 PM',
    venueSlots: [],
    managerSlots: ['demo-slot-private-class'],
  },
  {
    key: 'warmup',
    createdBy: MANAGER,
    offsetDays: 14,
    title: 'Summer Social Warm-up',
    eventType: 'Social Dance',
    startTime: '1:00 PM',
    venueSlots: ['demo-venue-weekly-afternoon'],
    managerSlots: [],
  },
];

const demoSlotPrice = (id) =>
  [...DEMO_VENUE_WEEKLY_SLOTS, ...DEMO_AVAILABILITY.slots].find((slot) => slot.id === id).price;

/** The createEvent request of each upcoming demo event, for a seed run at `now`. */
export function demoUpcomingRequests(now = new Date()) {
  const today = dateKeyOf(demoToday(now));
  return DEMO_UPCOMING.map((plan) => {
    const price = plan.key === 'masterclass' ? 25 : 12;
    const slotIds = [...plan.venueSlots, ...plan.managerSlots];
    return {
      uid: plan.createdBy,
      request: {
        requestId: `seed-${plan.key}-${today}`,
        details: {
          title: plan.title,
          description: `${plan.title}: ${plan.eventType.toLowerCase()} in Camden for dancers of every level, with a social after the class.`,
          eventDate: demoDateKey(plan.offsetDays, now),
          startTime: plan.startTime,
          duration: { hours: 3, minutes: 0 },
          location: {
            address: '12 Camden Road, London NW1 9DP, United Kingdom',
            location: { latitude: 51.5413, longitude: -0.1395 },
            helpingAddress: {
              street: '12',
              streetName: 'Camden Road',
              city: 'London',
              country: 'United Kingdom',
              postalCode: 'NW1 9DP',
            },
          },
          eventType: plan.eventType,
          eventLevel: 'All levels',
          requiredSeats: 100,
          featured: plan.key === 'tonight',
          attachments: ['/demo/venue-hall.jpg'],
        },
        packages: [
          { detail: 'Standard', price, ticketsAmmount: 80 },
          { detail: 'VIP', price: price * 2, ticketsAmmount: 20 },
        ],
        venue: plan.venueSlots.length
          ? { venueId: DEMO_VENUE_ID, slotIds: plan.venueSlots.map((id) => `${id}-${today}`) }
          : null,
        manualVenue: plan.venueSlots.length
          ? null
          : {
              venueName: 'Camden Dance Hall',
              address: '12 Camden Road, London NW1 9DP, United Kingdom',
              seats: 120,
            },
        managers: plan.managerSlots.length
          ? [
              {
                managerId: MANAGER,
                slots: plan.managerSlots.map((id) => ({ entryId: today, slotId: `${id}-${today}` })),
              },
            ]
          : [],
        payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
        // The total the wizard shows for these slots: the booking refuses any other.
        expectedTotalPence: slotIds.reduce((sum, id) => sum + Math.round(demoSlotPrice(id) * 100), 0),
      },
    };
  });
}

// Tickets of the upcoming demo events, sold by the seed through the sale function's own code (sellTickets) to the
// demo app users, each purchase paid by simulated card; `checkedIn` of a purchase's tickets are then checked in at
// the door by the event's creator through the check-in code. Request ids carry T, so seeding again adds nothing.
export const DEMO_TICKET_SALES = [
  { event: 'tonight', buyer: 0, packageIndex: 0, quantity: 2, checkedIn: 1 },
  { event: 'tonight', buyer: 1, packageIndex: 0, quantity: 3, checkedIn: 1 },
  { event: 'tonight', buyer: 2, packageIndex: 1, quantity: 1, checkedIn: 0 },
  { event: 'masterclass', buyer: 1, packageIndex: 0, quantity: 1, checkedIn: 0 },
  { event: 'masterclass', buyer: 2, packageIndex: 1, quantity: 1, checkedIn: 0 },
  { event: 'warmup', buyer: 0, packageIndex: 0, quantity: 2, checkedIn: 0 },
  { event: 'warmup', buyer: 2, packageIndex: 0, quantity: 1, checkedIn: 0 },
];

/**
 * The buyTickets request of each demo purchase, for a seed run at `now`, given the upcoming demo events' ids by key
 * (events the seed could not book are left out), with what each purchase costs and who checks it in.
 */
export function demoTicketSales(eventIds, now = new Date()) {
  const today = dateKeyOf(demoToday(now));
  const packagesOf = new Map(
    demoUpcomingRequests(now).map(({ request }, index) => [DEMO_UPCOMING[index].key, request.packages]),
  );
  return DEMO_TICKET_SALES.flatMap((sale, index) => {
    if (!eventIds[sale.event]) return [];
    const buyer = DEMO_APP_USERS[sale.buyer];
    const plan = DEMO_UPCOMING.find((upcoming) => upcoming.key === sale.event);
    return [
      {
        staffUid: plan.createdBy,
        checkedIn: sale.checkedIn,
        totalPence: Math.round(packagesOf.get(sale.event)[sale.packageIndex].price * 100) * sale.quantity,
        request: {
          eventId: eventIds[sale.event],
          packageIndex: sale.packageIndex,
          quantity: sale.quantity,
          name: buyer.name,
          email: buyer.email,
          cardToken: 'tok_sim_visa_4242',
          requestId: `seed-tickets-${index + 1}-${sale.event}-${today}`,
        },
      },
    ];
  });
}

// Directory demo: one online venue of the demo venue owner, with availability in the year after the seed
// runs (always in the future) and one of its slots booked on one date, so the venue list, the venue details
// and its "Not Available" row all have something to show. Fixed ids: seeding again adds nothing.

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
        helpingAddress: {
          street: '12',
          streetName: 'Camden Road',
          city: 'London',
          state: 'England',
          country: 'United Kingdom',
          postalCode: 'NW1 9DP',
        },
        location: { latitude: 51.5413, longitude: -0.1395 },
        // Static files of the app (public/demo), so the pictures load offline and on a real deployment alike.
        attachments: ['/demo/venue-hall.jpg', '/demo/venue-studio.jpg'],
        isOnline: true,
        availability: [
          {
            startDate,
            ...weekdayFields(startDate),
            slots: [
              {
                id: 'demo-venue-slot-evening',
                title: 'Evening Hall Hire',
                type: 'Any',
                startTime: '6:00 PM',
                endTime: '11:00 PM',
                price: 150,
                availableTill: startDate,
                recurring: false,
              },
              {
                id: 'demo-venue-slot-daytime',
                title: 'Daytime Studio',
                type: 'For Private',
                startTime: '10:00 AM',
                endTime: '2:00 PM',
                price: 60,
                availableTill: { year: year + 1, month: 3, day: 30 },
                recurring: true,
              },
            ],
          },
        ],
        startingFrom: 60,
      },
      bookings: { [bookedDate]: ['demo-venue-slot-daytime'] },
    },
  ];
}
