import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { bookingsDocument, deleteEvent as contract, privateAccountDocument } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import {
  bookedSlotOf,
  cancelNotificationId,
  NOTIFICATION_TEXT,
  setNotification,
} from '../notifications/notificationRecord';
import { applyPaymentChange, settleOwedBookingPayment } from '../payments/owedPayments';
import { paymentProvider } from '../payments/providers/provider';
import { bookingsDocOf, storedBookings } from './bookingPlan';
import { deletionRefusal, holdsByOwnerOf, releaseHolds, type DeleteRefusal } from './eventDeletion';
import { contractCall } from '../shared/contractCall';
import { refuse, type RefusalReason } from '../shared/refusals';
import { updateDocument, writeDocument } from '../shared/documents';

type Refusal = DeleteRefusal | 'not-owner';

const REFUSALS: Record<Refusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'not-owner': ['permission-denied', 'deleteNotOwner'],
  cancelled: ['failed-precondition', 'deleteCancelledEvent'],
  tickets: ['failed-precondition', 'eventHasTickets'],
  'too-late': ['failed-precondition', 'deleteTooLate'],
  failed: ['aborted', 'deleteFailed'],
};

/**
 * Deletes an event with its orders, freeing their slots in the bookings maps, in one transaction: refused while the
 * event has tickets or an order's booking date is under two days away. A card-paid booking is refunded once the
 * deletion has committed. Deleting an event that is already gone succeeds, so a retry is harmless.
 */
export const deleteEvent = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [...paymentSecrets()] } },
  async ({ eventId }, request) => {
    const uid = request.auth?.uid as string;

    const db = firestore();
    const eventRef = db.doc(`events/${eventId}`);
    const paymentRef = db.doc(`bookingPayments/${eventId}`);
    const ordersQuery = db.collection('orders').where('event', '==', eventId);
    const refuseDeletion = (refusal: Refusal): never => {
      logs.eventDeleteRefused({ uid, eventId, reason: refusal });
      throw refuse(...REFUSALS[refusal]);
    };

    type Outcome = { refused: Refusal } | { gone: true } | { orders: number };
    let outcome: Outcome;
    try {
      outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
        const [event, caller, account, payment] = await tx.getAll(
          eventRef,
          db.doc(`managers/${uid}`),
          db.doc(`managers/${uid}/private/account`),
          paymentRef,
        );
        if (!event.exists) return { gone: true };
        if (event.get('createdBy') !== uid || caller.get('status') !== 'active')
          return { refused: 'not-owner' };
        const [tickets, orders] = await Promise.all([
          tx.get(db.collection('tickets').where('eventId', '==', eventId).limit(1)),
          tx.get(ordersQuery),
        ]);
        const refusal = deletionRefusal(
          event.get('status'),
          !tickets.empty,
          orders.docs.map((order) => ({ bookingDate: Number(order.get('bookingDate')) })),
          Date.now(),
        );
        if (refusal) return { refused: refusal };

        const holdsByOwner = holdsByOwnerOf(orders.docs);
        const owners = [...holdsByOwner.keys()];
        const bookings =
          owners.length > 0 ? await tx.getAll(...owners.map((ownerId) => db.doc(`bookings/${ownerId}`))) : [];

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
        const now = Date.now();
        for (const order of orders.docs) {
          tx.delete(order.ref);
          // The booked venue owner or manager learns that the slot is free again.
          const id = cancelNotificationId(order.id);
          const text = NOTIFICATION_TEXT.bookingCancelled(bookedSlotOf(order.data()));
          const to = String(order.get('createdTo'));
          setNotification(tx, db, {
            id,
            ...text,
            subjectType: 'event',
            subjectId: eventId,
            createdBy: uid,
            createdTo: to,
            createdAt: now,
          });
        }
        tx.delete(eventRef);
        // A featured event that used the allowance gives it back.
        const used = account.get('featuredEventsUsed');
        if (
          event.get('featured') === true &&
          event.get('isFeaturedTaxApply') !== true &&
          typeof used === 'number' &&
          used > 0
        ) {
          updateDocument(tx, 'merge', account.ref, privateAccountDocument, { featuredEventsUsed: used - 1 });
        }
        // The booking is gone with this commit, so its money is owed back from this commit on.
        if (payment.exists) applyPaymentChange(tx, paymentRef, payment.get('status'), 'callOff');
        return { orders: orders.size };
      });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logs.eventDeleteRefused({ uid, eventId, reason: error instanceof Error ? error.message : 'failed' });
      return refuseDeletion('failed');
    }

    if ('gone' in outcome) return { deleted: true };
    if ('refused' in outcome) return refuseDeletion(outcome.refused);
    const left = await ordersQuery.limit(1).get();
    if (!left.empty) refuseDeletion('failed');

    // Money goes back only after the booking is gone: a refund is never issued for a booking that still stands. If
    // the provider fails now, the payment stays owed back and the hourly sweep (refundStrandedPayments) returns it.
    let refunded = false;
    try {
      refunded = (await settleOwedBookingPayment(db, paymentProvider(), eventId)) !== 'not-owed';
    } catch (error) {
      logs.eventRefundFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
    }
    logs.eventDeleted({ uid, eventId, orders: outcome.orders, refunded });
    return { deleted: true };
  },
);
