import {
  currentYear,
  emptySeries,
  eventStatisticsOf,
  fetchesOrderStatistics,
  isEmptySeries,
  monthKeys,
  orderStatisticsOf,
  showsOrderStatistics,
  type AccountStatistics,
} from './statistics';

describe('currentYear', () => {
  it("is London's year: New Year happens at London's midnight", () => {
    expect(currentYear(Date.UTC(2025, 5, 1))).toBe(2025);
    expect(currentYear(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe(2025);
    expect(currentYear(Date.UTC(2026, 0, 1))).toBe(2026);
  });
});

describe('monthKeys', () => {
  it("names a year's 12 stored months, January first", () => {
    expect(monthKeys(2025)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
  });
});

const months = (...values: number[]) => [...values, ...Array<number>(12 - values.length).fill(0)];

const stored: AccountStatistics = {
  totals: {
    events: 6,
    activeEvents: 3,
    ticketRevenuePence: 12005,
    orders: 5,
    completedOrders: 3,
    orderRevenuePence: 27550,
  },
  months: {
    '2023-12': { events: 1, ticketRevenuePence: 10000, orders: 1, orderIncomePence: 6000 },
    '2024-01': { events: 2, ticketRevenuePence: 30 },
    '2024-02': { events: 1, ticketRevenuePence: 1250 },
    '2024-03': { ticketRevenuePence: 725, orders: 2, orderIncomePence: 12000 },
    '2024-06': { orders: 1, orderIncomePence: 9550 },
    '2024-12': { events: 1 },
  },
};

describe('eventStatisticsOf', () => {
  it("reads the totals and the year's months, pence as pounds", () => {
    expect(eventStatisticsOf(stored, 2024)).toEqual({
      activeEvents: 3,
      totalEvents: 6,
      revenue: 120.05,
      monthlyEvents: months(2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1),
      monthlyRevenue: months(0.3, 12.5, 7.25),
    });
  });

  it('is all zeros for a year without data, and for an account nothing was counted for', () => {
    expect(eventStatisticsOf(stored, 2019)).toMatchObject({
      totalEvents: 6,
      monthlyEvents: emptySeries(),
      monthlyRevenue: emptySeries(),
    });
    expect(eventStatisticsOf(null, 2024)).toEqual({
      activeEvents: 0,
      totalEvents: 0,
      revenue: 0,
      monthlyEvents: emptySeries(),
      monthlyRevenue: emptySeries(),
    });
  });
});

describe('orderStatisticsOf', () => {
  it('counts every order not completed as active, and completed slot prices as revenue', () => {
    expect(orderStatisticsOf(stored, 2024)).toEqual({
      activeOrders: 2,
      totalOrders: 5,
      revenue: 275.5,
      recievedOrdersStats: months(0, 0, 2, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 120, 0, 0, 95.5),
    });
    expect(
      orderStatisticsOf({ totals: { orders: 1, completedOrders: 2 }, months: {} }, 2024).activeOrders,
    ).toBe(0);
  });

  it('is all zeros for an account nothing was counted for', () => {
    expect(orderStatisticsOf(null, 2024)).toEqual({
      activeOrders: 0,
      totalOrders: 0,
      revenue: 0,
      recievedOrdersStats: emptySeries(),
      recievedOrdersIncome: emptySeries(),
    });
  });
});

describe('isEmptySeries', () => {
  it('tells an all-zero series', () => {
    expect(isEmptySeries(emptySeries())).toBe(true);
    expect(isEmptySeries([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
  });
});

describe('order statistics by role', () => {
  it('are fetched for everyone but organizers', () => {
    expect(fetchesOrderStatistics('eventManager')).toBe(true);
    expect(fetchesOrderStatistics('venueOwner')).toBe(true);
    expect(fetchesOrderStatistics('eventOrganizer')).toBe(false);
    expect(fetchesOrderStatistics(undefined)).toBe(false);
  });

  it('are shown to event managers only', () => {
    expect(showsOrderStatistics('eventManager')).toBe(true);
    expect(showsOrderStatistics('venueOwner')).toBe(false);
    expect(showsOrderStatistics('eventOrganizer')).toBe(false);
  });
});
