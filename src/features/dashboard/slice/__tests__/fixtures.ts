import { monthKeys, type EventStatistics, type OrderStatistics } from '@/domain/statistics';
import type { StoredStatistics } from '@/services/statistics.service';
import type { DashboardFigures } from '../types';

const months = (...values: number[]) => [...values, ...Array<number>(12 - values.length).fill(0)];

export function eventStatisticsOf(overrides: Partial<EventStatistics> = {}): EventStatistics {
  return {
    activeEvents: 3,
    totalEvents: 4,
    revenue: 135.25,
    monthlyEvents: months(0, 1, 0, 1, 0, 1, 0, 0, 1),
    monthlyRevenue: months(15, 30, 12.5, 12.5, 40, 25.25),
    ...overrides,
  };
}

export function orderStatisticsOf(overrides: Partial<OrderStatistics> = {}): OrderStatistics {
  return {
    activeOrders: 1,
    totalOrders: 3,
    revenue: 1215.5,
    recievedOrdersStats: months(0, 0, 1, 0, 1, 0, 0, 0, 0, 1),
    recievedOrdersIncome: months(0, 0, 1120, 0, 95.5),
    ...overrides,
  };
}

export function figuresOf(overrides: Partial<DashboardFigures> = {}): DashboardFigures {
  return {
    uid: 'user-1',
    year: 2025,
    events: eventStatisticsOf(),
    orders: orderStatisticsOf(),
    ...overrides,
  };
}

/** The stored document behind eventStatisticsOf() and orderStatisticsOf() for `year`. */
export function storedStatisticsOf(year: number): StoredStatistics {
  const events = eventStatisticsOf();
  const orders = orderStatisticsOf();
  const pence = (pounds: number) => Math.round(pounds * 100);
  return {
    id: 'statistics',
    totals: {
      events: events.totalEvents,
      activeEvents: events.activeEvents,
      ticketRevenuePence: pence(events.revenue),
      orders: orders.totalOrders,
      completedOrders: orders.totalOrders - orders.activeOrders,
      orderRevenuePence: pence(orders.revenue),
    },
    months: Object.fromEntries(
      monthKeys(year).map((key, month) => [
        key,
        {
          events: events.monthlyEvents[month],
          ticketRevenuePence: pence(events.monthlyRevenue[month]),
          orders: orders.recievedOrdersStats[month],
          orderIncomePence: pence(orders.recievedOrdersIncome[month]),
        },
      ]),
    ),
  };
}
