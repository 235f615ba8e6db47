// Dashboard statistics: the figures' shapes and the calendar maths behind the 12 monthly buckets.
// Dates are epoch milliseconds and months are Europe/London months (the platform's time zone, as the functions use),
// so every browser, the seed and the server agree on which month a timestamp falls in whatever the viewer's time
// zone, and a ticket bought at 00:30 BST on 1 May counts in May. Calendar dates stored as UTC midnight land on the
// same London day, since London is never behind UTC.
import { londonOffset } from './calendarFile';
import type { Role } from './entities';
import { roleGroup } from './roles';

export const MONTHS_PER_YEAR = 12;

/** The monthly series run Jan..Dec of one year: index 0 is January. */
export type MonthlySeries = number[];

/** The spec's events statistics, plus the two monthly series the dashboard charts. */
export interface EventStatistics {
  activeEvents: number;
  totalEvents: number;
  /** Sum of amountPaid of every ticket of the user's events, in pounds. */
  revenue: number;
  /** Events per month of the year, by event day. */
  monthlyEvents: MonthlySeries;
  /** Ticket revenue per month of the year, by purchase date, in pounds. */
  monthlyRevenue: MonthlySeries;
}

/** The spec's orders statistics (field names as the spec spells them). */
export interface OrderStatistics {
  activeOrders: number;
  totalOrders: number;
  /** Sum of slot.price of the completed orders received, in pounds. */
  revenue: number;
  /** Orders received per month of the year, by booking date. */
  recievedOrdersStats: MonthlySeries;
  /** Slot price of completed orders received per month of the year, by booking date, in pounds. */
  recievedOrdersIncome: MonthlySeries;
}

/**
 * Event statuses counted as active. 'inProgress' is an event still waiting for its bookings: it is live
 * work for its owner, not finished, so an organizer whose events all await bookings sees them as active
 * rather than zero. 'completed' and statuses the spec does not show are not active.
 */
export const ACTIVE_EVENT_STATUSES = ['active', 'inProgress'] as const;

/** Orders count toward revenue once completed; every other status counts as active (spec, section 4). */
export const COMPLETED_ORDER_STATUS = 'completed';

/** A half-open range [start, end) in epoch milliseconds. */
export interface TimeRange {
  start: number;
  end: number;
}

/** London's year and month (0 = January) at an instant. */
function londonDate(epochMs: number): { year: number; month: number } {
  const wall = new Date(epochMs + londonOffset(epochMs));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() };
}

/** The instant London's month starts (midnight on the 1st); month may run past 11 into the next year. */
function londonMonthStart(year: number, month: number): number {
  const utcMidnight = Date.UTC(year, month, 1);
  // Clocks change on a Sunday at the end of March and October, never on the 1st, so noon has midnight's offset.
  return utcMidnight - londonOffset(utcMidnight + 12 * 60 * 60 * 1000);
}

/** London's calendar year of an instant. */
export function currentYear(now: number = Date.now()): number {
  return londonDate(now).year;
}

export function yearRange(year: number): TimeRange {
  return { start: londonMonthStart(year, 0), end: londonMonthStart(year + 1, 0) };
}

/** The 12 London month ranges of a year, January first; each ends where the next starts. */
export function monthRanges(year: number): TimeRange[] {
  return Array.from({ length: MONTHS_PER_YEAR }, (_, month) => ({
    start: londonMonthStart(year, month),
    end: londonMonthStart(year, month + 1),
  }));
}

/** Which bucket (0 = January) an instant falls in, or -1 when it lies outside the year. */
export function monthIndex(epochMs: number, year: number): number {
  const date = londonDate(epochMs);
  return date.year === year ? date.month : -1;
}

export function emptySeries(): MonthlySeries {
  return Array.from({ length: MONTHS_PER_YEAR }, () => 0);
}

/**
 * Buckets items into the 12 months of a year, adding up `valueOf` (1 per item by default).
 * The dashboard itself asks the database for these sums; this is the same rule on plain data, for
 * seeds and checks.
 */
export function bucketByMonth<T>(
  items: readonly T[],
  year: number,
  dateOf: (item: T) => number,
  valueOf: (item: T) => number = () => 1,
): MonthlySeries {
  const series = emptySeries();
  for (const item of items) {
    const month = monthIndex(dateOf(item), year);
    if (month >= 0) series[month] += valueOf(item);
  }
  return series;
}

export function activeOrders(totalOrders: number, completedOrders: number): number {
  return Math.max(0, totalOrders - completedOrders);
}

export function isEmptySeries(series: readonly number[]): boolean {
  return series.every((value) => value === 0);
}

/** Spec section 6: order statistics are fetched for every role except organizers. */
export function fetchesOrderStatistics(role: Role | string | null | undefined): boolean {
  return roleGroup(role) !== 'organizer';
}

/** Spec sections 2 and 6: the Orders section is shown to event managers only. */
export function showsOrderStatistics(role: Role | string | null | undefined): boolean {
  return roleGroup(role) === 'eventManager';
}
