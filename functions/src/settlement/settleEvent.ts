import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { settings } from '../config';
import { logs } from '../logs';
import { readEventCounters } from '../tickets/ticketCounters';
import {
  bookingPaymentState,
  collectedTickets,
  ticketsDueAt,
  type LapsedPurchase,
  type TicketMoney,
} from './creditable';
import { createLedgerEntry, eventEntryId, type LedgerEntry } from '../shared/ledger';
import {
  eventDocument,
  eventEndsAt,
  fromPence,
  orderDocument,
  paymentMethodOf,
  privateAccountDocument,
  toPence,
} from '@gigvenue/contracts';
import { balanceChanges, planSettlement, type SettlementOrder } from './settlementPlan';
import { updateDocument } from '../shared/documents';

/** An event holds a handful of orders (one per booked slot); far more would mean something else is wrong. */
const MAX_ORDERS = 200;
/** Lapsed ticket purchases of one event read in its settlement; far more would mean something else is wrong. */
const MAX_LAPSED_PURCHASES = 500;
/** Events settled per page of the due-events query: bounded memory however many are due at once. */
const PAGE_SIZE = 100;
const SETTLEABLE = ['active', 'inProgress'];

/**
 * 'settled': everything the event earned is credited and the event is completed. 'waiting': it is over, but some of
 * its money is not yet creditable (see WaitingFor); what was is credited, and a later run credits the rest.
 */
export type SettleOutcome = 'settled' | 'waiting' | 'not-over' | 'already-settled' | 'missing';

/** Why part of an ended event's money is not credited yet. */
export type WaitingFor =
  'ticket-clearance' | 'ticket-capture' | 'ticket-dispute' | 'booking-capture' | 'booking-dispute';

export interface SettleResult {
  eventId: string;
  outcome: SettleOutcome;
  entries: LedgerEntry[];
  waitingFor: WaitingFor[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const NO_TICKETS: TicketMoney = { sold: 0, revenuePence: 0, packages: {} };

function orderOf(snapshot: DocumentSnapshot): SettlementOrder {
  const slot = (snapshot.get('slot') ?? {}) as Record<string, unknown>;
  const venue = (snapshot.get('venue') ?? null) as Record<string, unknown> | null;
  const label = text(venue?.venueName) || text(slot.title) || 'Event management';
  return {
    id: snapshot.id,
    createdTo: text(snapshot.get('createdTo')),
    paymentMethod: paymentMethodOf(snapshot.get('paymentMethod')),
    pricePence: toPence(slot.price),
    name: `${label}, ${text(slot.startTime)} - ${text(slot.endTime)}`,
  };
}

function lapsedOf(snapshot: DocumentSnapshot): LapsedPurchase {
  return {
    id: snapshot.id,
    quantity: Number(snapshot.get('quantity')) || 0,
    totalPence: Number(snapshot.get('totalPence')) || 0,
    ticketType: text(snapshot.get('ticketType')),
    returnedToSale: Boolean(snapshot.get('ticketRefund')),
  };
}

function packagePrices(event: Record<string, unknown>): Record<string, number> {
  const packages = Array.isArray(event.packages) ? (event.packages as Record<string, unknown>[]) : [];
  return Object.fromEntries(
    packages
      .filter((item) => typeof item?.detail === 'string' && typeof item.price === 'number')
      .map((item) => [item.detail as string, item.price as number]),
  );
}

/**
 * Settles one event whose end has passed, in one transaction that re-reads everything it decides on. Only collected
 * money is credited: booking orders paid by card once their payment is captured (while it is only authorised they
 * wait; money never collected is withheld), ticket money once no purchase is only authorised, without purchases whose
 * authorisation lapsed, and not before the end the buyers bought (the latest end a sale recorded, or the event's end
 * if later) plus the clearance period. Each part that is creditable gets one ledger entry per payee and kind and moves
 * each payee's currentBalance by exactly its entries; booked orders become completed with their part. Once nothing is
 * left to wait for, the event becomes completed. Entry ids are deterministic and an existing entry is never written
 * again, so running settlement twice, or two settlements at once, pays nothing twice.
 */
export async function settleEvent(
  db: Firestore,
  eventId: string,
  now: Date = new Date(),
  clearanceHours: number = settings.ticketClearanceHours,
): Promise<SettleResult> {
  const eventRef = db.doc(`events/${eventId}`);
  const result = await db.runTransaction(async (tx): Promise<SettleResult> => {
    const unchanged = (outcome: SettleOutcome): SettleResult => ({
      eventId,
      outcome,
      entries: [],
      waitingFor: [],
    });
    const event = await tx.get(eventRef);
    if (!event.exists) return unchanged('missing');
    const data = event.data() ?? {};
    // A cancelled event sold nothing that stands; only bookings kept past their cut-off are still paid.
    const cancelled = data.status === 'cancelled';
    if (cancelled ? data.cancelledSettlement !== 'due' : !SETTLEABLE.includes(text(data.status)))
      return unchanged('already-settled');
    const endsAt = eventEndsAt(data);
    if (endsAt === null || endsAt > now.getTime()) return unchanged('not-over');

    const owner = text(data.createdBy);
    const purchases = db.collection('ticketPurchases').where('eventId', '==', eventId);
    // Ticket money not kept: lapsed or refunded purchases, and those whose dispute was lost. A cancelled event
    // credits no ticket money, so its (refunded) purchases are not read.
    const uncollected = cancelled
      ? null
      : Promise.all([
          tx.get(
            purchases.where('payment.status', 'in', ['lapsed', 'refunded']).limit(MAX_LAPSED_PURCHASES + 1),
          ),
          tx.get(purchases.where('payment.dispute.status', '==', 'lost').limit(MAX_LAPSED_PURCHASES + 1)),
        ]);
    const [orders, stats, bookingPayment, ticketEntry] = await Promise.all([
      tx.get(db.collection('orders').where('event', '==', eventId).limit(MAX_ORDERS)),
      readEventCounters(db, (...refs) => tx.getAll(...refs), eventId),
      tx.get(db.doc(`bookingPayments/${eventId}`)),
      tx.get(db.doc(`ledger/${eventEntryId(eventId, owner, 'tickets')}`)),
    ]);
    const lapsed = (await uncollected)?.flatMap((query) => query.docs) ?? [];
    if (lapsed.length > MAX_LAPSED_PURCHASES)
      throw new Error(`More than ${MAX_LAPSED_PURCHASES} lapsed ticket purchases; settle by hand.`);
    const waitingFor: WaitingFor[] = [];

    const activeOrders = orders.docs.filter((order) => order.get('status') === 'active');
    const payment = bookingPaymentState(
      bookingPayment.exists ? bookingPayment.get('status') : undefined,
      bookingPayment.exists ? bookingPayment.get('dispute') : undefined,
    );
    const payingOrders = activeOrders.filter((order) => order.get('paymentMethod') !== 'cash');
    const bookingsWait = payment === 'wait' && payingOrders.length > 0;
    if (bookingsWait)
      waitingFor.push(bookingPayment.get('status') === 'authorized' ? 'booking-capture' : 'booking-dispute');
    const settledOrders = bookingsWait ? [] : activeOrders;
    const settlementOrders = settledOrders
      .map(orderOf)
      .filter((order) => order.paymentMethod === 'cash' || payment === 'credit');

    const collected = collectedTickets(stats.counters, lapsed.map(lapsedOf));
    let tickets = cancelled ? NO_TICKETS : collected;
    if (!cancelled && collected.revenuePence > 0 && !ticketEntry.exists) {
      const dueAt = ticketsDueAt(endsAt, stats.counters.latestEndAt, clearanceHours);
      const [authorized, disputed] =
        dueAt <= now.getTime()
          ? await Promise.all([
              tx.get(purchases.where('payment.status', '==', 'authorized').limit(1)),
              // A buyer's open dispute holds the event's ticket money back until the bank decides it.
              tx.get(purchases.where('payment.dispute.status', '==', 'open').limit(1)),
            ])
          : [null, null];
      if (dueAt > now.getTime()) waitingFor.push('ticket-clearance');
      else if (authorized && !authorized.empty) waitingFor.push('ticket-capture');
      else if (disputed && !disputed.empty) waitingFor.push('ticket-dispute');
      if (waitingFor.some((reason) => reason.startsWith('ticket-'))) tickets = NO_TICKETS;
    }

    const payees = [...new Set([owner, ...settlementOrders.map((order) => order.createdTo)].filter(Boolean))];
    const privateRefs = payees.map((uid) => db.doc(`managers/${uid}/private/account`));
    const privates = privateRefs.length > 0 ? await tx.getAll(...privateRefs) : [];
    const accounts = new Map(privates.map((snapshot, index) => [payees[index], snapshot]));

    const planned = planSettlement({
      event: {
        id: eventId,
        title: text(data.title),
        date: typeof data.date === 'number' ? data.date : null,
        createdBy: owner,
        isFeaturedTaxApply: data.isFeaturedTaxApply === true,
        packagePrices: packagePrices(data),
      },
      orders: settlementOrders,
      tickets,
      configs: Object.fromEntries(
        payees.map((uid) => [uid, accounts.get(uid)?.get('config') as Record<string, unknown> | undefined]),
      ),
      now: now.getTime(),
    });
    const entryRefs = planned.map((item) => db.doc(`ledger/${item.id}`));
    const existing = entryRefs.length > 0 ? await tx.getAll(...entryRefs) : [];
    const entries = planned.filter((_, index) => !existing[index].exists);

    for (const entry of entries) createLedgerEntry(tx, db, entry);
    for (const [uid, change] of balanceChanges(entries)) {
      const balancePence = toPence(accounts.get(uid)?.get('currentBalance')) + change;
      updateDocument(tx, 'merge', db.doc(`managers/${uid}/private/account`), privateAccountDocument, {
        currentBalance: fromPence(balancePence),
      });
    }
    for (const order of settledOrders)
      updateDocument(tx, 'update', order.ref, orderDocument, { status: 'completed' });
    if (waitingFor.length > 0) return { eventId, outcome: 'waiting', entries, waitingFor };
    if (cancelled)
      updateDocument(tx, 'update', eventRef, eventDocument, {
        cancelledSettlement: 'done',
        settledAt: now.getTime(),
      });
    else
      updateDocument(tx, 'update', eventRef, eventDocument, {
        status: 'completed',
        isPaymentCleared: true,
        settledAt: now.getTime(),
      });
    return { eventId, outcome: 'settled', entries, waitingFor };
  });
  const creditedPence = result.entries.reduce((sum, item) => sum + item.amountPence, 0);
  if (result.outcome === 'settled') {
    logs.eventSettled({ eventId, entries: result.entries.length, creditedPence });
  }
  if (result.outcome === 'waiting') {
    logs.eventSettlementWaiting({
      eventId,
      entries: result.entries.length,
      creditedPence,
      waitingFor: result.waitingFor,
    });
  }
  return result;
}

export interface SettlementRun {
  settled: string[];
  notOver: number;
  /** Ended events with money not yet creditable (ticket clearance, an uncaptured payment): a later run goes on. */
  waiting: string[];
  failed: { eventId: string; error: string }[];
}

/**
 * Settles every active or in-progress event dated on or before `now` whose end has passed, a page at a time; an
 * event waiting for ticket clearance or a capture stays active, so each hourly run looks at it again until it is
 * settled. One event's failure is logged and the rest go on; the next run tries it again.
 */
export async function settleDueEvents(
  db: Firestore,
  now: Date = new Date(),
  clearanceHours: number = settings.ticketClearanceHours,
): Promise<SettlementRun> {
  const run: SettlementRun = { settled: [], notOver: 0, waiting: [], failed: [] };
  const due = db.collection('events').where('date', '<=', now.getTime()).orderBy('date').limit(PAGE_SIZE);
  await settlePages(db, due.where('status', 'in', SETTLEABLE), run, now, clearanceHours);
  // Cancelled events whose kept bookings are still to be paid to their parties.
  await settlePages(
    db,
    due.where('status', '==', 'cancelled').where('cancelledSettlement', '==', 'due'),
    run,
    now,
    clearanceHours,
  );
  return run;
}

async function settlePages(
  db: Firestore,
  first: Query,
  run: SettlementRun,
  now: Date,
  clearanceHours: number,
): Promise<void> {
  let query = first;
  for (;;) {
    const page = await query.get();
    for (const event of page.docs) {
      try {
        const { outcome } = await settleEvent(db, event.id, now, clearanceHours);
        if (outcome === 'settled') run.settled.push(event.id);
        if (outcome === 'waiting') run.waiting.push(event.id);
        if (outcome === 'not-over') run.notOver += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logs.eventSettlementFailed({ eventId: event.id, error: message });
        run.failed.push({ eventId: event.id, error: message });
      }
    }
    if (page.size < PAGE_SIZE) break;
    query = query.startAfter(page.docs[page.size - 1]);
  }
}
