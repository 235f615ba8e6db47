import {
  nextPaymentStatus,
  owedBack,
  PaymentStatus,
  ticketDocument,
  ticketHolderDocument,
  ticketPurchaseDocument,
  ticketStatsDocument,
} from '@gigvenue/contracts';
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { settings } from '../config';
import { writeMail } from '../shared/mail';
import { refusal, type Refusal } from '../shared/refusals';
import type { PaymentProvider } from '../payments/providers/provider';
import { ticketChange } from '../shared/ticketChange';
import { refundedRevenue, shardPath } from './ticketShards';
import { refundMessage } from './ticketMail';
import { returnRefusal, unpaidBy } from './returnToSale';
import { updateDocument } from '../shared/documents';
import { TICKET_PURCHASES } from '../payments/capturePlan';
import { updateHeldPayment } from '../payments/heldPayment';

// The event owner refunds one purchase before the event: the card is refunded (or its hold let go), the tickets stop
// admitting anyone, and they go back on sale (offered to the waitlist first). The purchase is called off in one
// transaction with the stock it returns; the provider is asked after the commit under one key per purchase, and a
// refund the provider did not confirm stays owed ('refund-due'), for the next call or the hourly sweep.

export class RefundRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefundRefused';
  }
}

/** One key per purchase: whichever path returns it (this call again, the sweep), the card is refunded once. */
export const ticketRefundKeyOf = (purchaseId: string) => `ticket-refund-${purchaseId}`;

const refuse = (reason: Parameters<typeof refusal>[1], code: Refusal['code'] = 'failed-precondition') =>
  new RefundRefused(refusal(code, reason));

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** Tickets per shard (index -> tickets) the purchase took its tickets from, or none for one from before the shards. */
const shardTickets = (value: unknown): [number, number][] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .filter(([index, tickets]) => /^\d+$/.test(index) && count(tickets) > 0)
        .map(([index, tickets]) => [Number(index), tickets as number])
    : [];

const ticketsOf = async (tx: Transaction, db: Firestore, purchase: DocumentSnapshot) => {
  const ticketIds = (purchase.get('ticketIds') as string[] | undefined) ?? [];
  return ticketIds.length > 0 ? tx.getAll(...ticketIds.map((id) => db.doc(`tickets/${id}`))) : [];
};

const anyCheckedIn = (tickets: DocumentSnapshot[]) => tickets.some((one) => one.get('isCheckedIn') === true);

/**
 * Puts a called-off purchase's tickets back on sale, in the transaction that calls it off: off the shards it took them
 * from (the base, for one from before the shards), so the stock counts them as on sale again, and off the buyer's
 * holder entry (`holder`, read by the caller).
 */
function returnToStock(
  tx: Transaction,
  db: Firestore,
  purchase: DocumentSnapshot,
  holder: DocumentSnapshot,
  calledOff: CalledOff & { detail: string; now: Date },
) {
  const { eventId, tickets, totalPence, detail, now } = calledOff;
  const leftWithBuyer = Math.max(0, count(holder.get('tickets')) - tickets);
  const shards = shardTickets(purchase.get('stockShards'));
  const revenue = new Map(refundedRevenue(eventId, purchase.get('stockShards'), totalPence, tickets));
  const places: [string, number][] =
    shards.length > 0
      ? shards.map(([index, n]) => [shardPath(eventId, index), n])
      : [[`ticketStats/${eventId}`, tickets]];
  places.forEach(([path, n], position) => {
    updateDocument(
      tx,
      'merge',
      db.doc(path),
      ticketStatsDocument,
      { updatedAt: now.getTime() },
      {
        sold: FieldValue.increment(-n),
        revenuePence: FieldValue.increment(-(revenue.get(path) ?? 0)),
        packages: { [detail]: FieldValue.increment(-n) },
        ...(position === 0 && leftWithBuyer === 0 && holder.exists
          ? { holders: FieldValue.increment(-1) }
          : {}),
      },
    );
  });
  if (holder.exists)
    updateDocument(tx, 'update', holder.ref, ticketHolderDocument, { tickets: leftWithBuyer });
}

export interface CalledOff {
  purchaseId: string;
  eventId: string;
  tickets: number;
  totalPence: number;
}

/**
 * Calls off the purchase a ticket belongs to, for its event's owner: refused once a ticket of it was checked in, after
 * the event ended, was cancelled or paid out, and when it was refunded already. Returns the purchase, also when an
 * earlier call already called it off (its refund then is only retried).
 */
export async function callOffPurchase(
  db: Firestore,
  uid: string,
  ticketId: string,
  now: Date = new Date(),
): Promise<CalledOff> {
  return db.runTransaction(async (tx) => {
    const ticket = await tx.get(db.doc(`tickets/${ticketId}`));
    if (!ticket.exists) throw refuse('ticketNotFound', 'not-found');
    const purchaseId = String(ticket.get('purchaseId') ?? '');
    const eventId = String(ticket.get('eventId') ?? '');
    const [event, purchase, owner] = await tx.getAll(
      db.doc(`events/${eventId}`),
      db.doc(`ticketPurchases/${purchaseId || '-'}`),
      db.doc(`managers/${uid}`),
    );
    if (event.get('createdBy') !== uid) throw refuse('refundNotOwner', 'permission-denied');
    if (owner.get('status') !== 'active') throw refuse('refundNotOwner', 'permission-denied');
    if (!purchase.exists) throw refuse('ticketNotFound', 'not-found');
    const calledOff = {
      purchaseId,
      eventId,
      tickets: count(purchase.get('quantity')),
      totalPence: count(purchase.get('totalPence')),
    };
    // A hold that lapsed took no money: there is nothing to refund (its tickets go back on sale by themselves).
    if (purchase.get('payment.status') === PaymentStatus.Lapsed) throw refuse('refundNeverPaid');
    if (purchase.get('ticketRefund')) {
      if (owedBack(purchase.get('payment.status'))) return calledOff;
      throw refuse('refundAlreadyMade');
    }
    if (purchase.get('refund.status')) throw refuse('refundAlreadyMade');
    const tickets = await ticketsOf(tx, db, purchase);
    const refused = returnRefusal(event.data(), anyCheckedIn(tickets), now.getTime());
    if (refused) throw refuse(refused);
    const holderRef = db.doc(`ticketHolders/${eventId}_${String(purchase.get('buyerId') ?? '')}`);
    const holder = await tx.get(holderRef);

    const paymentStatus = nextPaymentStatus(purchase.get('payment.status'), 'callOff');
    updateDocument(tx, 'update', purchase.ref, ticketPurchaseDocument, {
      ticketRefund: { at: now.getTime(), by: uid },
    });
    if (paymentStatus) updateHeldPayment(tx, TICKET_PURCHASES, purchase.ref, { status: paymentStatus });
    for (const one of tickets)
      updateDocument(
        tx,
        'update',
        one.ref,
        ticketDocument,
        { isPaid: false, refunded: true },
        ticketChange(),
      );
    returnToStock(tx, db, purchase, holder, {
      ...calledOff,
      detail: String(purchase.get('ticketType') ?? tickets[0]?.get('ticketType') ?? ''),
      now,
    });
    writeMail(
      tx,
      'create',
      db,
      `ticket-refund-${purchaseId}`,
      String(purchase.get('email') ?? ''),
      refundMessage({
        name: String(purchase.get('name') ?? ''),
        eventTitle: String(event.get('title') ?? ''),
        quantity: calledOff.tickets,
        totalPence: calledOff.totalPence,
        appName: settings.appName,
      }),
    );
    return calledOff;
  });
}

/**
 * Returns a called-off purchase's money when its status says it is owed (refund-due, or release-due for a hold never
 * captured), then records it compare-and-set. A provider error leaves it owed, and is thrown, for the next attempt.
 */
export async function settleRefundedPurchase(
  db: Firestore,
  provider: PaymentProvider,
  purchaseId: string,
): Promise<'refunded' | 'released' | 'not-owed'> {
  const ref = db.doc(`ticketPurchases/${purchaseId}`);
  const purchase = await ref.get();
  if (!purchase.get('ticketRefund')) return 'not-owed';
  const owed = owedBack(purchase.get('payment.status'));
  const authorizationId = purchase.get('payment.authorizationId');
  if (!owed || typeof authorizationId !== 'string' || !authorizationId) return 'not-owed';
  if (owed === 'refund')
    await provider.refundPayment({ authorizationId, idempotencyKey: ticketRefundKeyOf(purchaseId) });
  else await provider.releasePayment({ authorizationId, idempotencyKey: `release-${authorizationId}` });
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const next = nextPaymentStatus(current.get('payment.status'), owed);
    if (next && next !== current.get('payment.status'))
      updateHeldPayment(
        tx,
        TICKET_PURCHASES,
        ref,
        owed === 'refund'
          ? { status: next, refundedAt: Date.now() }
          : { status: next, releasedAt: Date.now() },
      );
  });
  return owed === 'refund' ? 'refunded' : 'released';
}

/** Called-off purchases whose money is still owed: what the hourly sweep returns. */
export async function owedRefundedPurchases(db: Firestore, limit: number): Promise<string[]> {
  const owed = await db
    .collection('ticketPurchases')
    .where('payment.status', 'in', [PaymentStatus.RefundDue, PaymentStatus.ReleaseDue])
    .limit(limit)
    .get();
  return owed.docs.filter((doc) => doc.get('ticketRefund')).map((doc) => doc.id);
}

/**
 * Purchases whose money went without the organizer's Refund (unpaidBy) and whose tickets are still counted: the
 * returnUnpaidTickets trigger returns each as it is marked, so these were marked before that trigger was deployed, or
 * their trigger gave up. Few by nature (a lapse or an outside refund is rare), so all are read.
 */
export async function unreturnedUnpaidPurchases(db: Firestore): Promise<string[]> {
  const purchases = db.collection('ticketPurchases');
  const [lapsed, refundedOutside] = await Promise.all([
    purchases.where('payment.status', '==', PaymentStatus.Lapsed).get(),
    purchases
      .where('payment.status', '==', PaymentStatus.Refunded)
      .where('payment.refundedOutside', '==', true)
      .get(),
  ]);
  return [...lapsed.docs, ...refundedOutside.docs]
    .filter((doc) => !doc.get('ticketRefund'))
    .map((doc) => doc.id);
}

/**
 * A purchase whose money went without the organizer's Refund (unpaidBy: refunded outside the app, or its hold lapsed):
 * its tickets go back on sale as an organizer's refund puts them, while they still could be (returnRefusal), and it
 * is marked called off (ticketRefund, by how the money went), once. Settlement then takes nothing off for it again,
 * and the organizer's Refund finds it done. The event's id when the tickets went back, else null.
 */
export async function returnUnpaidPurchase(
  db: Firestore,
  purchaseId: string,
  now: Date = new Date(),
): Promise<string | null> {
  return db.runTransaction(async (tx) => {
    const purchase = await tx.get(db.doc(`ticketPurchases/${purchaseId}`));
    const by = unpaidBy(purchase.get('payment') as Record<string, unknown> | undefined);
    if (!purchase.exists || purchase.get('ticketRefund') || !by) return null;
    const eventId = String(purchase.get('eventId') ?? '');
    const [event, holder] = await tx.getAll(
      db.doc(`events/${eventId || '-'}`),
      db.doc(`ticketHolders/${eventId}_${String(purchase.get('buyerId') ?? '')}`),
    );
    const tickets = await ticketsOf(tx, db, purchase);
    if (returnRefusal(event.data(), anyCheckedIn(tickets), now.getTime())) return null;
    returnToStock(tx, db, purchase, holder, {
      purchaseId,
      eventId,
      tickets: count(purchase.get('quantity')),
      totalPence: count(purchase.get('totalPence')),
      detail: String(purchase.get('ticketType') ?? tickets[0]?.get('ticketType') ?? ''),
      now,
    });
    updateDocument(tx, 'update', purchase.ref, ticketPurchaseDocument, {
      ticketRefund: { at: now.getTime(), by },
    });
    return eventId;
  });
}
