import { eventEntryId, type LedgerEntry, type LedgerLine } from '../shared/ledger';
import { percentOf, toPence, type PaymentMethod } from '@gigvenue/contracts';

// What an event pays out once it is over (spec sections 1 and 9):
//   each booked venue owner or manager: the card-paid prices of their slots, minus their ordersPercantage;
//   the event's owner: the tickets sold, minus tax (perTicketPercentage) and the platform fee (platformFees, plus
//   featuredEventsTaxPercentage on a featured event): the profit summary's figures. The owner paid for the bookings
//   when booking, so nothing is taken from them here.
// Slots paid in cash were collected in person: recorded, not credited. Every amount is in whole pence.

export interface SettlementOrder {
  id: string;
  createdTo: string;
  paymentMethod: PaymentMethod;
  pricePence: number;
  /** 'The Camden Hall, 7:00 PM - 11:00 PM': what the details page calls the slot. */
  name: string;
}

export interface SettlementInput {
  event: {
    id: string;
    title: string;
    date: number | null;
    createdBy: string;
    isFeaturedTaxApply: boolean;
    /** Ticket price per package detail, as stored on the event. */
    packagePrices: Record<string, number>;
  };
  orders: SettlementOrder[];
  tickets: { sold: number; revenuePence: number; packages: Record<string, number> };
  /** Each payee's config (managers/{uid}/private/account.config); a missing value counts as 0 %. */
  configs: Record<string, Record<string, unknown> | undefined>;
  now: number;
}

/** Splits a total over lines in proportion to their gross, so the lines add up to exactly the total. */
function spread(total: number, grosses: number[]): number[] {
  const sum = grosses.reduce((acc, gross) => acc + gross, 0);
  if (sum === 0) return grosses.map(() => 0);
  const shares = grosses.map((gross) => Math.floor((total * gross) / sum));
  shares[shares.length - 1] += total - shares.reduce((acc, share) => acc + share, 0);
  return shares;
}

function linesOf(
  items: { name: string; quantity: number; grossPence: number }[],
  platformPence: number,
  taxPence: number,
): LedgerLine[] {
  const grosses = items.map((item) => item.grossPence);
  const platform = spread(platformPence, grosses);
  const tax = spread(taxPence, grosses);
  return items.map((item, index) => ({
    ...item,
    platformPence: platform[index],
    taxPence: tax[index],
    transferPence: item.grossPence - platform[index] - tax[index],
  }));
}

type EventEntry = Omit<LedgerEntry, 'withdrawalId'>;

function entry(
  input: SettlementInput,
  fields: Pick<
    EventEntry,
    'payeeId' | 'kind' | 'quantity' | 'grossPence' | 'platformPence' | 'taxPence' | 'lines'
  >,
): LedgerEntry {
  const credited = fields.kind !== 'cashCollected';
  const amountPence = credited ? Math.max(0, fields.grossPence - fields.platformPence - fields.taxPence) : 0;
  return {
    id: eventEntryId(input.event.id, fields.payeeId, fields.kind as 'booking' | 'tickets' | 'cashCollected'),
    eventId: input.event.id,
    eventTitle: input.event.title,
    eventDate: input.event.date,
    amountPence,
    credited,
    withdrawalId: null,
    createdAt: input.now,
    ...fields,
  };
}

function bookingEntries(input: SettlementInput): LedgerEntry[] {
  const groups = new Map<string, SettlementOrder[]>();
  for (const order of input.orders) {
    if (order.pricePence <= 0 || !order.createdTo) continue;
    const key = `${order.createdTo}\u0000${order.paymentMethod}`;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.values()].map((orders) => {
    const payeeId = orders[0].createdTo;
    const cash = orders[0].paymentMethod === 'cash';
    const grossPence = orders.reduce((sum, order) => sum + order.pricePence, 0);
    // Cash never passed through the platform, so it takes no cut of it.
    const platformPence = cash ? 0 : percentOf(grossPence, input.configs[payeeId]?.ordersPercantage);
    const items = orders.map((order) => ({ name: order.name, quantity: 1, grossPence: order.pricePence }));
    const lines = linesOf(items, platformPence, 0).map((line) =>
      cash ? { ...line, transferPence: 0 } : line,
    );
    return entry(input, {
      payeeId,
      kind: cash ? 'cashCollected' : 'booking',
      quantity: orders.length,
      grossPence,
      platformPence,
      taxPence: 0,
      lines,
    });
  });
}

function ticketEntry(input: SettlementInput): LedgerEntry | null {
  const { sold, revenuePence, packages } = input.tickets;
  if (revenuePence <= 0) return null;
  const config = input.configs[input.event.createdBy];
  const feePercentage =
    (Number(config?.platformFees) || 0) +
    (input.event.isFeaturedTaxApply ? Number(config?.featuredEventsTaxPercentage) || 0 : 0);
  const taxPence = percentOf(revenuePence, config?.perTicketPercentage);
  const platformPence = percentOf(revenuePence, feePercentage);
  // A line per package when the packages' prices account for every penny; one line otherwise (a price was edited).
  const perPackage = Object.entries(packages)
    .filter(([, count]) => count > 0)
    .map(([name, quantity]) => ({
      name,
      quantity,
      grossPence: toPence(input.event.packagePrices[name] ?? Number.NaN) * quantity,
    }));
  const exact =
    perPackage.length > 0 && perPackage.reduce((sum, line) => sum + line.grossPence, 0) === revenuePence;
  const items = exact ? perPackage : [{ name: 'Tickets', quantity: sold, grossPence: revenuePence }];
  return entry(input, {
    payeeId: input.event.createdBy,
    kind: 'tickets',
    quantity: sold,
    grossPence: revenuePence,
    platformPence,
    taxPence,
    lines: linesOf(items, platformPence, taxPence),
  });
}

/** The ledger entries of an event's settlement: one per payee and kind, none for nothing earned. */
export function planSettlement(input: SettlementInput): LedgerEntry[] {
  const tickets = ticketEntry(input);
  return [...bookingEntries(input), ...(tickets ? [tickets] : [])];
}

/** How much each payee's balance changes, in pence. */
export function balanceChanges(entries: LedgerEntry[]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const item of entries) {
    if (item.credited && item.amountPence !== 0)
      changes.set(item.payeeId, (changes.get(item.payeeId) ?? 0) + item.amountPence);
  }
  return changes;
}
