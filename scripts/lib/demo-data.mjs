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
    bio: 'Salsa and bachata nights, festival hosting and social dance programming across London for ten years.',
    category: 'Dance Instructor',
    experience: { years: 10, months: 0 },
    location: london,
    address: '221 Camden High Street, London NW1 7BU, United Kingdom',
    helpingAddress: { street: '221', streetName: 'Camden High Street', city: 'London', state: 'England', country: 'United Kingdom', postalCode: 'NW1 7BU' },
    prevAttachments: [],
  },
  {
    uid: 'demo-event-organizer',
    email: 'organizer@gigvenue.test',
    name: 'Orla Organizer',
    number: '+44 20 7946 0103',
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
