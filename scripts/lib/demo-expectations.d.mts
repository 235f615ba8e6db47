// Types for demo-expectations.mjs, which TypeScript tests import.

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

export type DemoDashboard = Record<
  'demo-event-manager' | 'demo-venue-owner' | 'demo-event-organizer',
  { events: DemoEventFigures; orders: DemoOrderFigures | null }
>;
export const DEMO_DASHBOARD_BASE: DemoDashboard;
export function demoDashboard(now?: Date): DemoDashboard;
