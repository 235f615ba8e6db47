import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { eventEndsAt } from './eventEnd';
import type { LedgerEntry } from './ledger';
import { fromPence, toPence } from './money';
import { balanceChanges, planSettlement, type SettlementOrder } from './settlementPlan';

/** An event holds a handful of orders (one per booked slot); far more would mean something else is wrong. */
const MAX_ORDERS = 200;
/** Events settled per page of the due-events query: bounded memory however many are due at once. */
const PAGE_SIZE = 100;
const SETTLEABLE = ['active', 'inProgress'];

export type SettleOutcome = 'settled' | 'not-over' | 'already-settled' | 'missing';

export interface SettleResult {
  eventId: string;
  outcome: SettleOutcome;
  entries: LedgerEntry[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function orderOf(snapshot: DocumentSnapshot): SettlementOrder {
  const slot = (snapshot.get('slot') ?? {}) as Record<string, unknown>;
  const venue = (snapshot.get('venue') ?? null) as Record<string, unknown> | null;
  const label = text(venue?.venueName) || text(slot.title) || 'Event management';
  return {
    id: snapshot.id,
    createdTo: text(snapshot.get('createdTo')),
    paymentMethod: snapshot.get('paymentMethod') === 'cash' ? 'cash' : 'card',
    pricePence: toPence(slot.price),
    name: `${label}, ${text(slot.startTime)} - ${text(slot.endTime)}`,
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
 * Settles one event whose end has passed, all in one transaction: the event and its active orders become completed,
 * one ledger entry per payee and kind is created, and each payee's currentBalance moves by exactly its entries. An
 * event that is completed already (or any entry that exists) is left alone, so running settlement twice, or two
 * settlements at once, pays nothing twice.
 */
export async function settleEvent(
  db: Firestore,
  eventId: string,
  now: Date = new Date(),
): Promise<SettleResult> {
  const eventRef = db.doc(`events/${eventId}`);
  const result = await db.runTransaction(async (tx): Promise<SettleResult> => {
    const event = await tx.get(eventRef);
    if (!event.exists) return { eventId, outcome: 'missing', entries: [] };
    const data = event.data() ?? {};
    if (!SETTLEABLE.includes(text(data.status))) return { eventId, outcome: 'already-settled', entries: [] };
    const endsAt = eventEndsAt(data);
    if (endsAt === null || endsAt > now.getTime()) return { eventId, outcome: 'not-over', entries: [] };

    const [orders, stats] = await Promise.all([
      tx.get(db.collection('orders').where('event', '==', eventId).limit(MAX_ORDERS)),
      tx.get(db.doc(`ticketStats/${eventId}`)),
    ]);
    const activeOrders = orders.docs.filter((order) => order.get('status') === 'active');
    const owner = text(data.createdBy);
    const settlementOrders = activeOrders.map(orderOf);
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
      tickets: {
        sold: Number(stats.get('sold')) || 0,
        revenuePence: Number(stats.get('revenuePence')) || 0,
        packages: (stats.get('packages') ?? {}) as Record<string, number>,
      },
      configs: Object.fromEntries(
        payees.map((uid) => [uid, accounts.get(uid)?.get('config') as Record<string, unknown> | undefined]),
      ),
      now: now.getTime(),
    });
    const entryRefs = planned.map((item) => db.doc(`ledger/${item.id}`));
    const existing = entryRefs.length > 0 ? await tx.getAll(...entryRefs) : [];
    const entries = planned.filter((_, index) => !existing[index].exists);

    for (const { id, ...stored } of entries) tx.create(db.doc(`ledger/${id}`), stored);
    for (const [uid, change] of balanceChanges(entries)) {
      const balancePence = toPence(accounts.get(uid)?.get('currentBalance')) + change;
      tx.set(
        db.doc(`managers/${uid}/private/account`),
        { currentBalance: fromPence(balancePence) },
        { merge: true },
      );
    }
    for (const order of activeOrders) tx.update(order.ref, { status: 'completed' });
    tx.update(eventRef, { status: 'completed', isPaymentCleared: true, settledAt: now.getTime() });
    return { eventId, outcome: 'settled', entries };
  });
  if (result.outcome === 'settled') {
    logs.eventSettled({
      eventId,
      entries: result.entries.length,
      creditedPence: result.entries.reduce((sum, item) => sum + item.amountPence, 0),
    });
  }
  return result;
}

export interface SettlementRun {
  settled: string[];
  notOver: number;
  failed: { eventId: string; error: string }[];
}

/**
 * Settles every active or in-progress event dated on or before `now` whose end has passed, a page at a time. One
 * event's failure is logged and the rest go on; the next run tries it again.
 */
export async function settleDueEvents(db: Firestore, now: Date = new Date()): Promise<SettlementRun> {
  const run: SettlementRun = { settled: [], notOver: 0, failed: [] };
  let query = db
    .collection('events')
    .where('status', 'in', SETTLEABLE)
    .where('date', '<=', now.getTime())
    .orderBy('date')
    .limit(PAGE_SIZE);
  for (;;) {
    const page = await query.get();
    for (const event of page.docs) {
      try {
        const { outcome } = await settleEvent(db, event.id, now);
        if (outcome === 'settled') run.settled.push(event.id);
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
  return run;
}
