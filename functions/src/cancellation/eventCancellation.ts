import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { bookingsDocOf, storedBookings } from '../bookings/bookingPlan';
import { holdsByOwnerOf, releaseHolds } from '../bookings/eventDeletion';
import { logs } from '../logs';
import {
  bookedSlotOf,
  cancelNotificationId,
  NOTIFICATION_TEXT,
  setNotification,
} from '../notifications/notificationRecord';
import { applyPaymentChange } from '../payments/owedPayments';
import {
  bookingsDocument,
  type CancellationJobDocument,
  cancellationJobDocument,
  type CancellationPreview,
  eventDocument,
  eventEndsAt,
  orderDocument,
  paymentMethodOf,
  privateAccountDocument,
  toPence,
} from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import { readEventCounters } from '../tickets/ticketCounters';
import {
  bookingPaymentStep,
  cancelRefusal,
  decideOrders,
  type BookedOrder,
  type CancelActor,
  type CancelRefusal,
} from './cancellationPlan';

/** An event holds a handful of orders (one per booked slot). */
const MAX_ORDERS = 200;

export const CANCELLATIONS = 'cancellations';

export type CancelOutcome =
  | { refused: CancelRefusal }
  | { preview: CancellationPreview; cancelled: boolean; alreadyCancelled: boolean };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function bookedOrderOf(order: DocumentSnapshot): BookedOrder {
  const venue = order.get('venue') as Record<string, unknown> | undefined;
  return {
    id: order.id,
    bookingDate: Number(order.get('bookingDate')),
    party: text(venue?.venueName) || text(order.get('createdToData.name')) || 'Booked party',
    pricePence: toPence(order.get('slot.price')),
    paymentMethod: paymentMethodOf(order.get('paymentMethod')),
  };
}

const shown = ({ party, bookingDate, pricePence }: BookedOrder) => ({ party, bookingDate, pricePence });

/** A cancellation's refund job as it starts: nothing counted, refunded or leased yet. */
export const newCancellationJob = (
  eventId: string,
  eventOwnerId: string,
  title: string,
  now: number,
): CancellationJobDocument => ({
  eventId,
  eventOwnerId,
  title,
  status: 'running',
  totalTickets: null,
  refundedTickets: 0,
  refundedPence: 0,
  releasedTickets: 0,
  refundDueTickets: 0,
  voidTickets: 0,
  declinedTickets: 0,
  declined: {},
  cursor: null,
  lease: null,
  createdAt: now,
});

/** Card tickets of the event: counted, never downloaded. */
export async function cardTicketsOf(db: Firestore, eventId: string): Promise<number> {
  const counted = await db
    .collection('tickets')
    .where('eventId', '==', eventId)
    .where('paymentMethod', '==', 'Card')
    .count()
    .get();
  return counted.data().count;
}

/**
 * Cancels an event in one transaction that re-reads the event, the caller, the orders, the booking payment and the
 * owner's account: the event becomes 'cancelled' (so the sale refuses it and the door voids its tickets), every
 * booking still before the spec's 2-day cut-off is cancelled with its slot freed and its party told, later bookings
 * stand (their party keeps the payment and settlement pays it), the featured allowance comes back, and the refund
 * job document cancellations/{eventId} is created for the worker. The job's id is the event's, so two cancellations
 * at once make one job; cancelling a cancelled event answers what was done. A dry run writes nothing and says what
 * would happen, for the confirmation.
 */
export async function cancelStoredEvent(
  db: Firestore,
  eventId: string,
  actor: Pick<CancelActor, 'uid'>,
  options: { dryRun: boolean; now?: Date },
): Promise<CancelOutcome> {
  const now = (options.now ?? new Date()).getTime();
  const eventRef = db.doc(`events/${eventId}`);
  const jobRef = db.doc(`${CANCELLATIONS}/${eventId}`);
  const cardTickets = await cardTicketsOf(db, eventId);
  const outcome = await db.runTransaction(async (tx): Promise<CancelOutcome> => {
    const [event, payment, job] = await tx.getAll(eventRef, db.doc(`bookingPayments/${eventId}`), jobRef);
    const { counters } = await readEventCounters(db, (...refs) => tx.getAll(...refs), eventId);
    const data = event.data() ?? null;
    const owner = text(data?.createdBy);
    const [caller, account] = await tx.getAll(
      db.doc(`managers/${actor.uid ?? owner}`),
      db.doc(`managers/${owner || 'none'}/private/account`),
    );
    const refusal = cancelRefusal(
      data,
      data ? eventEndsAt(data) : null,
      { uid: actor.uid, active: actor.uid === null || caller.get('status') === 'active' },
      now,
    );
    if (refusal) return { refused: refusal };
    const orders = await tx.get(db.collection('orders').where('event', '==', eventId).limit(MAX_ORDERS));
    const standing = orders.docs.filter((order) => order.get('status') === 'active');
    const decision = decideOrders(standing.map(bookedOrderOf), now);
    const alreadyCancelled = data?.status === 'cancelled';
    const preview: CancellationPreview = {
      eventId,
      title: text(data?.title),
      refundTickets: alreadyCancelled ? Number(job.get('totalTickets') ?? cardTickets) : cardTickets,
      refundPence: counters.revenuePence,
      freeTickets: Math.max(0, counters.sold - cardTickets),
      buyers: counters.holders,
      released: alreadyCancelled
        ? orders.docs
            .filter((order) => order.get('status') === 'cancelled')
            .map(bookedOrderOf)
            .map(shown)
        : decision.released.map(shown),
      kept: decision.kept.map(shown),
    };
    if (alreadyCancelled || options.dryRun) return { preview, cancelled: false, alreadyCancelled };

    const releasedIds = new Set(decision.released.map((order) => order.id));
    const released = standing.filter((order) => releasedIds.has(order.id));
    const holdsByOwner = holdsByOwnerOf(released);
    const owners = [...holdsByOwner.keys()];
    const bookings =
      owners.length > 0 ? await tx.getAll(...owners.map((id) => db.doc(`bookings/${id}`))) : [];
    bookings.forEach((doc, index) => {
      if (doc.exists)
        writeDocument(
          tx,
          'set',
          doc.ref,
          bookingsDocument,
          storedBookings(releaseHolds(bookingsDocOf(doc.data()), holdsByOwner.get(owners[index]) ?? [])),
        );
    });
    for (const order of released) {
      updateDocument(tx, 'update', order.ref, orderDocument, { status: 'cancelled', cancelledAt: now });
      const id = cancelNotificationId(order.id);
      setNotification(tx, db, {
        id,
        ...NOTIFICATION_TEXT.bookingCancelled(bookedSlotOf(order.data())),
        subjectType: 'event',
        subjectId: eventId,
        createdBy: owner,
        createdTo: text(order.get('createdTo')),
        createdAt: now,
      });
    }
    const paymentStep = bookingPaymentStep(payment.get('status'), decision);
    if (paymentStep === 'refund' || paymentStep === 'release')
      applyPaymentChange(tx, payment.ref, payment.get('status'), 'callOff');
    const used = account.get('featuredEventsUsed');
    if (data?.featured === true && data.isFeaturedTaxApply !== true && typeof used === 'number' && used > 0)
      updateDocument(tx, 'merge', account.ref, privateAccountDocument, { featuredEventsUsed: used - 1 });
    updateDocument(tx, 'update', eventRef, eventDocument, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: actor.uid ?? 'operator',
      // Kept bookings are still paid to their party by settlement, once the event's day is over.
      ...(decision.kept.length > 0 ? { cancelledSettlement: 'due' } : {}),
    });
    writeDocument(
      tx,
      'create',
      jobRef,
      cancellationJobDocument,
      newCancellationJob(eventId, owner, text(data?.title), now),
      {
        updatedAt: FieldValue.serverTimestamp(),
      },
    );
    return { preview, cancelled: true, alreadyCancelled: false };
  });
  if ('refused' in outcome) {
    logs.eventCancelRefused({ uid: actor.uid ?? 'operator', eventId, reason: outcome.refused });
  } else if (outcome.cancelled) {
    logs.eventCancelled({
      uid: actor.uid ?? 'operator',
      eventId,
      tickets: outcome.preview.refundTickets,
      releasedOrders: outcome.preview.released.length,
      keptOrders: outcome.preview.kept.length,
    });
  }
  return outcome;
}
