// What the app must show for the demo data set (demo-data.mjs): each demo account's dashboard figures, written out
// rather than computed from the seed data, so a test comparing the app with them checks the app's arithmetic against
// a second source. The e2e run and the emulator tests import them; the seed does not.
import { DEMO_UPCOMING, demoDateKey, demoTicketSales } from './demo-data.mjs';

const OWNER = 'demo-venue-owner';
const MANAGER = 'demo-event-manager';
const ORGANIZER = 'demo-event-organizer';

const months = (...values) => [...values, ...Array(12 - values.length).fill(0)];

/**
 * What each demo account's dashboard shows for the seeded year's past demo events (demoDashboard adds the upcoming
 * ones). Active events are 'active' plus 'inProgress' (src/domain/statistics.ts).
 */
export const DEMO_DASHBOARD_BASE = {
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
      totalOrders: 4,
      revenue: 250.5,
      recievedOrdersStats: months(0, 0, 1, 0, 2, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 120, 0, 130.5),
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
      totalOrders: 5,
      revenue: 460,
      recievedOrdersStats: months(0, 2, 0, 1, 1, 0, 0, 1),
      recievedOrdersIncome: months(0, 200, 0, 150, 110),
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

/**
 * What each demo account's dashboard shows on the day the seed runs: the fixed figures of the year's past demo
 * events (DEMO_DASHBOARD_BASE, written out) plus the upcoming demo events and their orders in their months, and the
 * upcoming events' tickets (DEMO_TICKET_SALES) as revenue in the month the seed sold them (`now`'s).
 */
export function demoDashboard(now = new Date()) {
  const figures = structuredClone(DEMO_DASHBOARD_BASE);
  const year = now.getUTCFullYear();
  const allBooked = Object.fromEntries(DEMO_UPCOMING.map((plan) => [plan.key, plan.key]));
  for (const sale of demoTicketSales(allBooked, now)) {
    const events = figures[sale.staffUid].events;
    const month = now.getUTCMonth();
    events.revenue = Math.round(events.revenue * 100 + sale.totalPence) / 100;
    events.monthlyRevenue[month] = Math.round(events.monthlyRevenue[month] * 100 + sale.totalPence) / 100;
  }
  for (const plan of DEMO_UPCOMING) {
    const [eventYear, eventMonth] = demoDateKey(plan.offsetDays, now).split('-').map(Number);
    const inYear = eventYear === year;
    const events = figures[plan.createdBy].events;
    events.activeEvents += 1;
    events.totalEvents += 1;
    if (inYear) events.monthlyEvents[eventMonth - 1] += 1;
    const booked = [...plan.venueSlots.map(() => OWNER), ...plan.managerSlots.map(() => MANAGER)];
    for (const uid of booked) {
      const orders = figures[uid].orders;
      orders.activeOrders += 1;
      orders.totalOrders += 1;
      if (inYear) orders.recievedOrdersStats[eventMonth - 1] += 1;
    }
  }
  return figures;
}
