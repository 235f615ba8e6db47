import {
  activeOrders,
  bucketByMonth,
  currentYear,
  emptySeries,
  fetchesOrderStatistics,
  isEmptySeries,
  monthIndex,
  monthRanges,
  showsOrderStatistics,
  yearRange,
} from './statistics';

describe('currentYear', () => {
  it("is London's year: New Year happens at London's midnight", () => {
    expect(currentYear(Date.UTC(2025, 5, 1))).toBe(2025);
    expect(currentYear(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe(2025);
    expect(currentYear(Date.UTC(2026, 0, 1))).toBe(2026);
  });
});

describe('monthRanges', () => {
  const ranges = monthRanges(2024);
  const iso = (ms: number) => new Date(ms).toISOString();

  it("has 12 London months, January first, each starting at London's midnight", () => {
    expect(ranges).toHaveLength(12);
    expect(ranges[0]).toEqual({ start: Date.UTC(2024, 0, 1), end: Date.UTC(2024, 1, 1) });
    // British Summer Time (UTC+1) runs from 31 March to 27 October 2024.
    expect(iso(ranges[3].start)).toBe('2024-03-31T23:00:00.000Z');
    expect(iso(ranges[9].start)).toBe('2024-09-30T23:00:00.000Z');
    expect(iso(ranges[9].end)).toBe('2024-11-01T00:00:00.000Z');
    expect(iso(ranges[11].start)).toBe('2024-12-01T00:00:00.000Z');
    expect(iso(ranges[11].end)).toBe('2025-01-01T00:00:00.000Z');
  });

  it('leaves no gap and no overlap between months, and covers the year exactly', () => {
    for (let month = 1; month < 12; month += 1) expect(ranges[month].start).toBe(ranges[month - 1].end);
    expect(ranges[0].start).toBe(yearRange(2024).start);
    expect(ranges[11].end).toBe(yearRange(2024).end);
  });

  it('knows leap years', () => {
    const day = 24 * 60 * 60 * 1000;
    expect((monthRanges(2024)[1].end - monthRanges(2024)[1].start) / day).toBe(29);
    expect((monthRanges(2025)[1].end - monthRanges(2025)[1].start) / day).toBe(28);
  });
});

describe('monthIndex', () => {
  it('puts an instant in its London month', () => {
    expect(monthIndex(Date.UTC(2025, 0, 1), 2025)).toBe(0);
    // 23:59 UTC on 31 March 2025 is 00:59 on 1 April in London.
    expect(monthIndex(Date.UTC(2025, 2, 31, 22, 59, 59, 999), 2025)).toBe(2);
    expect(monthIndex(Date.UTC(2025, 2, 31, 23, 59), 2025)).toBe(3);
    expect(monthIndex(Date.UTC(2025, 11, 31, 12), 2025)).toBe(11);
  });

  it('puts a calendar date stored as UTC midnight on its own month', () => {
    for (let month = 0; month < 12; month += 1)
      expect(monthIndex(Date.UTC(2025, month, 1), 2025)).toBe(month);
  });

  it('is -1 outside the year', () => {
    expect(monthIndex(Date.UTC(2024, 11, 31, 23, 59), 2025)).toBe(-1);
    expect(monthIndex(Date.UTC(2026, 0, 1), 2025)).toBe(-1);
  });
});

describe('bucketByMonth', () => {
  const tickets = [
    { at: Date.UTC(2025, 0, 20), paid: 15 },
    { at: Date.UTC(2025, 1, 1), paid: 15 },
    { at: Date.UTC(2025, 1, 28, 23, 59), paid: 15 },
    { at: Date.UTC(2025, 2, 1), paid: 12.5 },
    { at: Date.UTC(2024, 11, 31), paid: 99 },
  ];

  it('counts items per month of the year, ignoring other years', () => {
    expect(bucketByMonth(tickets, 2025, (t) => t.at)).toEqual([1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('sums a value per month', () => {
    expect(
      bucketByMonth(
        tickets,
        2025,
        (t) => t.at,
        (t) => t.paid,
      ),
    ).toEqual([15, 30, 12.5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('is 12 zeros with nothing to count', () => {
    expect(bucketByMonth([], 2025, () => 0)).toEqual(emptySeries());
    expect(emptySeries()).toHaveLength(12);
  });
});

describe('activeOrders / isEmptySeries', () => {
  it('counts every order that is not completed as active', () => {
    expect(activeOrders(3, 2)).toBe(1);
    expect(activeOrders(0, 0)).toBe(0);
    expect(activeOrders(2, 3)).toBe(0);
  });

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
