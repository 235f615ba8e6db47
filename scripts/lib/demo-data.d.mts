// Types for the parts of demo-data.mjs that TypeScript tests import.
export const DEMO_PASSWORD: string;

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  role: 'venueOwner' | 'eventManager' | 'eventOrganizer';
  status: 'pending' | 'active' | 'suspended';
}
export const DEMO_ACCOUNTS: DemoAccount[];

export interface DemoEventFigures {
  activeEvents: number;
  totalEvents: number;
  revenue: number;
  monthlyEvents: number[];
  monthlyRevenue: number[];
}

export interface DemoOrderFigures {
  activeOrders: number;
  totalOrders: number;
  revenue: number;
  recievedOrdersStats: number[];
  recievedOrdersIncome: number[];
}

export const DEMO_DASHBOARD: Record<
  'demo-event-manager' | 'demo-venue-owner' | 'demo-event-organizer',
  { events: DemoEventFigures; orders: DemoOrderFigures | null }
>;

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
