// Dashboard statistics: the figures' shapes, and how the stored statistics document becomes them.
// Months are Europe/London months (the platform's time zone): the functions that keep the document bucket each
// timestamp by its London month, and the dashboard charts London's current year, so every browser agrees whatever
// the viewer's time zone and a ticket bought at 00:30 BST on 1 May counts in May.
import { londonYear } from '@gigvenue/contracts';
import type { Role } from './entities';
import { fromPence } from './money';
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

/** Orders count toward revenue once completed; every other status counts as active (spec, section 4). */
export const COMPLETED_ORDER_STATUS = 'completed';

/** London's calendar year of an instant. */
export function currentYear(now: number = Date.now()): number {
  return londonYear(now);
}

export function emptySeries(): MonthlySeries {
  return Array.from({ length: MONTHS_PER_YEAR }, () => 0);
}

/** One month's figures in the stored document; money in whole pence. */
export interface MonthFigures {
  events: number;
  ticketRevenuePence: number;
  orders: number;
  orderIncomePence: number;
}

/** The all-time figures in the stored document; money in whole pence. */
export interface StatisticsTotals {
  /** Events created, and those 'active' or 'inProgress' (an event awaiting its bookings is live work). */
  events: number;
  activeEvents: number;
  /** amountPaid of every ticket of the account's events. */
  ticketRevenuePence: number;
  /** Orders received, those completed, and the slot prices of the completed ones. */
  orders: number;
  completedOrders: number;
  orderRevenuePence: number;
}

/**
 * managers/{uid}/private/statistics, kept by functions as events, tickets and orders are written (functions/src/
 * statistics): totals plus figures per London month keyed 'YYYY-MM' (events by their day, tickets by purchase date,
 * orders by booking date). A figure never counted is absent and reads as 0.
 */
export interface AccountStatistics {
  totals: Partial<StatisticsTotals>;
  months: Record<string, Partial<MonthFigures>>;
}

/** The 12 stored month keys of a year, January first. */
export function monthKeys(year: number): string[] {
  return Array.from(
    { length: MONTHS_PER_YEAR },
    (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`,
  );
}

function monthlySeries(
  statistics: AccountStatistics | null,
  year: number,
  figure: keyof MonthFigures,
): MonthlySeries {
  return monthKeys(year).map((key) => statistics?.months[key]?.[figure] ?? 0);
}

/** The Events section's figures for a year; all zeros for an account nothing was counted for yet. */
export function eventStatisticsOf(statistics: AccountStatistics | null, year: number): EventStatistics {
  const totals = statistics?.totals ?? {};
  return {
    activeEvents: totals.activeEvents ?? 0,
    totalEvents: totals.events ?? 0,
    revenue: fromPence(totals.ticketRevenuePence ?? 0),
    monthlyEvents: monthlySeries(statistics, year, 'events'),
    monthlyRevenue: monthlySeries(statistics, year, 'ticketRevenuePence').map(fromPence),
  };
}

/** The Orders section's figures for a year: every order not completed is active (spec, section 4). */
export function orderStatisticsOf(statistics: AccountStatistics | null, year: number): OrderStatistics {
  const totals = statistics?.totals ?? {};
  const orders = totals.orders ?? 0;
  return {
    activeOrders: Math.max(0, orders - (totals.completedOrders ?? 0)),
    totalOrders: orders,
    revenue: fromPence(totals.orderRevenuePence ?? 0),
    recievedOrdersStats: monthlySeries(statistics, year, 'orders'),
    recievedOrdersIncome: monthlySeries(statistics, year, 'orderIncomePence').map(fromPence),
  };
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
