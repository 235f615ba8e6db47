// The demo data set: what `npm start` seeds and what the README lists. The data are JSON files in demo-data/, and
// small builders there turn them into documents and requests dated from the day (or year) the seed runs. The figures
// the app must show for it (dashboards) are in demo-expectations.mjs.

// The platform's starting configuration is the contract's (packages/contracts, built by `npm run build:functions`),
// the same object the functions fall back to; re-exported so the seed and the operator read it from here, like the
// event type options the wizard offers.
export { DEFAULT_CONFIG, EVENT_TYPE_OPTIONS } from '@gigvenue/contracts';
export {
  appUserRecord,
  CATEGORIES,
  DEMO_ACCOUNTS,
  DEMO_APP_USERS,
  DEMO_PASSWORD,
} from './demo-data/accounts.mjs';
export {
  DEMO_AVAILABILITY,
  DEMO_VENUE_WEEKLY_SLOTS,
  demoAvailability,
  demoVenueWeeklyEntry,
} from './demo-data/availability.mjs';
export { demoDateKey, demoToday } from './demo-data/calendar.mjs';
export {
  demoEvents,
  demoEventsWithTickets,
  demoOrders,
  demoRatings,
  demoTickets,
} from './demo-data/pastYear.mjs';
export {
  DEMO_TICKET_SALES,
  DEMO_UPCOMING,
  demoTicketSales,
  demoUpcomingRequests,
} from './demo-data/upcoming.mjs';
export { DEMO_VENUE_ID, demoVenues } from './demo-data/venues.mjs';
