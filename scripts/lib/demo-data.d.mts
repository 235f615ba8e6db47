// Types for the parts of demo-data.mjs that TypeScript tests import.
export const DEMO_PASSWORD: string;

/** The platform's documents (configurations/default, configurations/eventTypes, categories). */
export { DEFAULT_CONFIG, EVENT_TYPE_OPTIONS } from '@gigvenue/contracts';
export const CATEGORIES: { id: string; name: string }[];

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  role: 'venueOwner' | 'eventManager' | 'eventOrganizer';
  status: 'pending' | 'active' | 'suspended';
}
export const DEMO_ACCOUNTS: DemoAccount[];

export interface DemoUpcomingEvent {
  key: string;
  createdBy: string;
  offsetDays: number;
  title: string;
  eventType: string;
  startTime: string;
  venueSlots: string[];
  managerSlots: string[];
}
export const DEMO_UPCOMING: DemoUpcomingEvent[];
export function demoUpcomingRequests(
  now?: Date,
): { uid: string; request: Record<string, unknown> & { requestId: string } }[];
export function demoDateKey(days: number, now?: Date): string;
export function demoToday(now?: Date): { year: number; month: number; day: number };

export const DEMO_VENUE_ID: string;
export interface DemoVenue {
  id: string;
  venue: { venueName: string; seats: number; address: string; description: string; startingFrom: number };
  bookings: Record<string, string[]>;
}
export function demoVenues(year: number): DemoVenue[];
export function demoAvailability(now?: Date): {
  ownerId: string;
  entryId: string;
  bookings: Record<string, string[]>;
  startingFrom: number;
};

export interface DemoTicketSale {
  event: 'tonight' | 'masterclass' | 'warmup';
  /** Index into DEMO_APP_USERS. */
  buyer: number;
  packageIndex: number;
  quantity: number;
  /** How many of the purchase's tickets the seed checks in. */
  checkedIn: number;
}
export const DEMO_TICKET_SALES: DemoTicketSale[];
export function demoTicketSales(
  eventIds: Partial<Record<DemoTicketSale['event'], string>>,
  now?: Date,
): {
  staffUid: string;
  checkedIn: number;
  totalPence: number;
  request: Record<string, unknown> & { eventId: string; requestId: string };
}[];
export function demoEventsWithTickets(year: number): string[];

export interface DemoRating {
  orderId: string;
  raterId: string;
  stars: number;
  text: string;
}
export function demoRatings(year: number): DemoRating[];
