// The dashboard's figures of one account, kept in managers/{uid}/private/statistics. Every event, ticket and order
// contributes a fixed set of numbers to its owner's figures; the document holds the sum of the contributions of
// everything that exists. The triggers add the difference a write makes (after minus before) and the rebuild adds
// up the collections, both through contributionOf, so the two cannot disagree on what counts.
//
// Figures are flat paths ('totals.events', 'months.2024-03.orders'), which makes a difference a per-key subtraction
// and a write a per-key increment. Money is in whole pence so that increments add up exactly.

import { londonMonthKey as londonMonth, toPence, type StatisticsFiguresDocument } from '@gigvenue/contracts';

export type StatisticsSource = 'events' | 'tickets' | 'orders';

/** Field path -> amount, e.g. { 'totals.events': 1, 'months.2024-03.events': 1 }. */
export type Figures = Record<string, number>;

export interface Contribution {
  uid: string;
  figures: Figures;
}

/** The field naming each source document's owner: whose dashboard it counts on. */
export const OWNER_FIELD: Record<StatisticsSource, string> = {
  events: 'createdBy',
  tickets: 'eventOwnerId',
  orders: 'createdTo',
};

/**
 * Event statuses counted as active. 'inProgress' is an event still waiting for its bookings: it is live work for its
 * owner, so an organizer whose events all await bookings sees them as active rather than zero (src/domain/statistics).
 */
export const ACTIVE_EVENT_STATUSES: readonly string[] = ['active', 'inProgress'];

/** Orders count toward revenue once completed; every other status counts as active (spec, section 4). */
export const COMPLETED_ORDER_STATUS = 'completed';

type Data = Record<string, unknown>;

/** The London month ('YYYY-MM') of an instant in epoch milliseconds, or null when the value is not one. */
export function londonMonthKey(epochMs: unknown): string | null {
  return typeof epochMs === 'number' && Number.isFinite(epochMs) ? londonMonth(epochMs) : null;
}

// A missing or non-numeric amount counts as nothing, as a database sum skips it.
const pence = toPence;

function eventFigures(event: Data): Figures {
  const figures: Figures = {
    'totals.events': 1,
    'totals.activeEvents': ACTIVE_EVENT_STATUSES.includes(event.status as string) ? 1 : 0,
  };
  // Charted by the event's day, not by when it was created.
  const month = londonMonthKey(event.date);
  if (month) figures[`months.${month}.events`] = 1;
  return figures;
}

/**
 * Whether a card payment's authorisation lapsed uncaptured (captureRetry marks what it paid for isPaid false): that
 * money never arrived, so it is no revenue. Older records without the flag count as paid.
 */
const lapsedUnpaid = (record: Data) => record.isPaid === false;

function ticketFigures(ticket: Data): Figures {
  const paid = lapsedUnpaid(ticket) ? 0 : pence(ticket.amountPaid);
  const figures: Figures = { 'totals.ticketRevenuePence': paid };
  const month = londonMonthKey(ticket.purchaseDate);
  if (month) figures[`months.${month}.ticketRevenuePence`] = paid;
  return figures;
}

function orderFigures(order: Data): Figures {
  const completed = order.status === COMPLETED_ORDER_STATUS;
  const slot = order.slot as Data | undefined;
  const income = completed && !lapsedUnpaid(order) ? pence(slot?.price) : 0;
  const figures: Figures = {
    'totals.orders': 1,
    'totals.completedOrders': completed ? 1 : 0,
    'totals.orderRevenuePence': income,
  };
  const month = londonMonthKey(order.bookingDate);
  if (month) {
    figures[`months.${month}.orders`] = 1;
    figures[`months.${month}.orderIncomePence`] = income;
  }
  return figures;
}

const FIGURES_OF: Record<StatisticsSource, (data: Data) => Figures> = {
  events: eventFigures,
  tickets: ticketFigures,
  orders: orderFigures,
};

/** What one stored document adds to its owner's figures; null when it has no owner (or does not exist). */
export function contributionOf(source: StatisticsSource, data: Data | undefined): Contribution | null {
  const uid = data?.[OWNER_FIELD[source]];
  if (!data || typeof uid !== 'string' || !uid) return null;
  return { uid, figures: FIGURES_OF[source](data) };
}

/** a + sign × b, key by key, leaving out keys that come to zero. */
export function addFigures(a: Figures, b: Figures, sign: 1 | -1 = 1): Figures {
  const sum: Figures = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const next = (sum[key] ?? 0) + sign * value;
    if (next === 0) delete sum[key];
    else sum[key] = next;
  }
  return sum;
}

/**
 * What a write (before -> after; either may be missing) changes, per account. A document that moves to another owner
 * comes off one account and onto the other; a write that changes nothing counted yields no entry at all.
 */
export function statisticsDelta(
  source: StatisticsSource,
  before: Data | undefined,
  after: Data | undefined,
): Record<string, Figures> {
  const deltas: Record<string, Figures> = {};
  const old = contributionOf(source, before);
  const next = contributionOf(source, after);
  if (old) deltas[old.uid] = addFigures({}, old.figures, -1);
  if (next) deltas[next.uid] = addFigures(deltas[next.uid] ?? {}, next.figures);
  for (const [uid, figures] of Object.entries(deltas))
    if (Object.keys(figures).length === 0) delete deltas[uid];
  return deltas;
}

/** One account's figures from its documents (each list holds that account's events, tickets or orders). */
export function figuresOfDocuments(
  uid: string,
  documents: Partial<Record<StatisticsSource, Data[]>>,
): Figures {
  let figures: Figures = {};
  for (const source of Object.keys(documents) as StatisticsSource[]) {
    for (const data of documents[source] ?? []) {
      const contribution = contributionOf(source, data);
      if (contribution?.uid === uid) figures = addFigures(figures, contribution.figures);
    }
  }
  return figures;
}

/** A map of maps, each leaf a `T`. */
export interface Nested<T> {
  [key: string]: T | Nested<T>;
}

/** Flat figures as the nested object Firestore stores ('months.2024-03.events' -> months['2024-03'].events). */
export function nestFigures<T>(figures: Figures, valueOf: (amount: number) => T): Nested<T> {
  const nested: Nested<T> = {};
  for (const [path, amount] of Object.entries(figures)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Nested<T>;
    node[keys[keys.length - 1]] = valueOf(amount);
  }
  return nested;
}

/** Flat figures as the statistics document holds them: totals by name, months by 'YYYY-MM' then name. */
export function storedFigures(figures: Figures): StatisticsFiguresDocument {
  const stored: Required<StatisticsFiguresDocument> = { totals: {}, months: {} };
  for (const [path, amount] of Object.entries(figures)) {
    const [group, key, name] = path.split('.');
    if (group === 'totals' && key && name === undefined) stored.totals[key] = amount;
    else if (group === 'months' && key && name) (stored.months[key] ??= {})[name] = amount;
  }
  return {
    ...(Object.keys(stored.totals).length > 0 ? { totals: stored.totals } : {}),
    ...(Object.keys(stored.months).length > 0 ? { months: stored.months } : {}),
  };
}

/** The stored document's figures as flat paths again (other fields, such as timestamps, are left out). */
export function flattenFigures(stored: Data | undefined, prefix = ''): Figures {
  const figures: Figures = {};
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (!prefix && key !== 'totals' && key !== 'months') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number') {
      if (value !== 0) figures[path] = value;
    } else if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(figures, flattenFigures(value as Data, path));
  }
  return figures;
}
