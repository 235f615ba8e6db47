import { CALENDAR_FILE_NAME } from '@gigvenue/contracts';

// Every route of the app, with an href builder, so links are never string literals.
const fixed = <P extends string>(path: P) => ({ path, href: () => path });
const withId = <P extends string>(path: P, base: string) => ({
  path,
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

const nestedWithId = <P extends string>(path: P, base: string, child: string) => ({
  path,
  child,
  href: (id: string) => `${base}/${encodeURIComponent(id)}/${child}`,
});

export const paths = {
  root: fixed('/'),
  login: fixed('/login'),
  logout: fixed('/logout'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  signup: fixed('/signup'),
  registerEventManager: fixed('/register-event-manager'),
  registerVenueOwner: fixed('/register-venue-owner'),
  registerEventOrganizer: fixed('/register-event-organizer'),
  // Ticket buyers need no account: an event's public sale page and the buyer's tickets (the key is in the link).
  publicEvent: withId('/e/:id', '/e'),
  ticketPurchase: {
    path: '/t/:id',
    href: (id: string, key: string) => `/t/${encodeURIComponent(id)}?k=${encodeURIComponent(key)}`,
  },
  // Its calendar file, made by the same function as the page (functions/src/publicPages).
  ticketCalendar: {
    path: `/t/:id/${CALENDAR_FILE_NAME}`,
    href: (id: string, key: string) =>
      `/t/${encodeURIComponent(id)}/${CALENDAR_FILE_NAME}?k=${encodeURIComponent(key)}`,
  },

  dashboard: fixed('/dashboard'),
  profile: fixed('/profile'),
  venues: fixed('/venues'),
  addVenue: fixed('/add-venue'),
  editVenue: withId('/edit-venue/:id', '/edit-venue'),
  venueDetails: withId('/venue-details/:id', '/venue-details'),
  eventsList: fixed('/events-list'),
  newEvent: fixed('/new-event'),
  editEvent: withId('/edit-event/:id', '/edit-event'),
  eventDetails: withId('/event-details/:id', '/event-details'),
  // The door's QR scanner opens over the event details page as a nested route, so staff can bookmark it.
  eventScan: nestedWithId('/event-details/:id/scan', '/event-details', 'scan'),
  organizerEvents: fixed('/organizer-events'),
  organizerNewEvent: fixed('/organizer-new-event'),
  organizerEditEvent: withId('/organizer-edit-event/:id', '/organizer-edit-event'),
  organizerEventDetails: withId('/organizer-event-details/:id', '/organizer-event-details'),
  organizerEventScan: nestedWithId('/organizer-event-details/:id/scan', '/organizer-event-details', 'scan'),
  eventManagers: fixed('/event-managers'),
  eventManagerDetails: withId('/event-managers/:id', '/event-managers'),
  availability: fixed('/availability'),
  addAvailability: fixed('/add-availability'),
  venueOwners: fixed('/venue-owners'),
  venueOwnerDetails: withId('/venue-owners/:id', '/venue-owners'),
  announcements: fixed('/announcements'),
  payments: fixed('/payments'),
  paymentDetails: {
    path: '/payments/:eventId/details',
    href: (eventId: string) => `/payments/${encodeURIComponent(eventId)}/details`,
  },
  // The organizer rates the venue and managers a completed event booked.
  rateBookings: withId('/rate-bookings/:id', '/rate-bookings'),
  // A venue owner's or manager's ratings received, each with its one public reply.
  receivedRatings: fixed('/ratings-received'),
  orders: fixed('/orders'),
  // The order travels in navigation state as the spec has it; the id in the query lets a reload find it again.
  orderDetails: {
    path: '/order-details',
    href: (id?: string) => (id ? `/order-details?id=${encodeURIComponent(id)}` : '/order-details'),
  },
} as const;

export type PathKey = keyof typeof paths;
