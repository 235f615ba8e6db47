import { nextPaymentStatus, PaymentStatus } from '@gigvenue/contracts';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { settings } from '../config';
import { logs } from '../logs';
import { setNotification } from '../notifications/notificationRecord';
import { updatePaidFor } from '../shared/ticketChange';
import {
  afterFailedCapture,
  BOOKING_PAYMENTS,
  captureKeyOf,
  fieldOf,
  LAPSED_TEXT,
  lapsedNotificationId,
  millisOf,
  TICKET_PURCHASES,
  type HeldPaymentSource,
} from './capturePlan';
import { updateHeldPayment } from './heldPayment';
import { settleOwedBookingPayment } from './owedPayments';
import { isDefiniteDecline } from './providers/errors';
import type { PaymentProvider } from './providers/provider';

// A booking or a ticket sale captures its card payment right after it commits; when that capture fails, the record
// stays 'authorized' (bookingPayments/{eventId}.status, ticketPurchases/{id}.payment.status) and the money is only
// held. retryHeldCaptures takes it later under the same idempotency key, or, once the provider's hold has expired, marks
// the record 'lapsed', the booking's orders or the tickets unpaid (isPaid false), and tells the owner. Settlement
// credits only 'captured' money. Every status change is compare-and-set in a transaction, so overlapping runs (and
// the booking's own capture) move each record once.

const PAGE_SIZE = 100;

export interface CaptureRetryRun {
  /** Paths of the records this run moved: taken, lapsed, or still held after a failed attempt. */
  captured: string[];
  lapsed: string[];
  failed: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Records a capture the provider confirmed, compare-and-set: 'captured' for a payment still held, or 'refund-due' for
 * one whose booking went while the capture was in flight (its caller then refunds it). Returns the status this call
 * wrote, or null when the record had already moved.
 */
export async function recordCaptured(
  db: Firestore,
  source: HeldPaymentSource,
  ref: DocumentReference,
): Promise<PaymentStatus | null> {
  return db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    const next = nextPaymentStatus(record.get(source.statusField), 'capture');
    if (next === null) return null;
    updateHeldPayment(
      tx,
      source,
      ref,
      { status: next },
      { capturedAt: FieldValue.serverTimestamp(), captureError: FieldValue.delete() },
    );
    return next;
  });
}

/** Notes a failed capture on a payment still 'authorized', for the next retry; a captured or lapsed one stays so. */
export async function recordCaptureFailure(
  db: Firestore,
  source: HeldPaymentSource,
  ref: DocumentReference,
  error: string,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).get(source.statusField) !== PaymentStatus.Authorized) return;
    updateHeldPayment(tx, source, ref, { captureError: error }, { captureAttempts: FieldValue.increment(1) });
  });
}

/** The things a lapse makes unpaid, and who is told: the booking's orders and booker, or the tickets and organizer. */
export async function lapseEffects(
  db: Firestore,
  tx: Transaction,
  source: HeldPaymentSource,
  record: DocumentSnapshot,
) {
  const data = record.data() ?? {};
  const eventId = source.kind === 'booking' ? record.id : String(data.eventId ?? '');
  const unpaidIds = ((source.kind === 'booking' ? data.orderIds : data.ticketIds) ?? []) as string[];
  const collection = source.kind === 'booking' ? 'orders' : 'tickets';
  const [event, ...unpaid] = await tx.getAll(
    db.doc(`events/${eventId}`),
    ...unpaidIds.map((id) => db.doc(`${collection}/${id}`)),
  );
  const title = String(event.get('title') ?? '');
  const text =
    source.kind === 'booking'
      ? LAPSED_TEXT.booking(Number(data.amountPence ?? 0), title)
      : LAPSED_TEXT.tickets(
          Number(data.totalPence ?? 0),
          Number(data.quantity ?? unpaidIds.length),
          title,
          String(data.name ?? ''),
        );
  const ownerId = String((source.kind === 'booking' ? data.uid : data.eventOwnerId) ?? '');
  return { unpaid: unpaid.filter((doc) => doc.exists), text, ownerId };
}

/** Marks an expired, uncaptured payment 'lapsed' and what it paid for unpaid, once. Returns whether this call did. */
async function lapse(
  db: Firestore,
  source: HeldPaymentSource,
  ref: DocumentReference,
  error: string,
  nowMs: number,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    // Only a payment that still pays for something lapses here; one owed back is the sweep's to release.
    if (record.get(source.statusField) !== PaymentStatus.Authorized) return false;
    const { unpaid, text, ownerId } = await lapseEffects(db, tx, source, record);
    updateHeldPayment(tx, source, ref, {
      status: PaymentStatus.Lapsed,
      lapsedAt: nowMs,
      captureError: error,
    });
    for (const doc of unpaid) updatePaidFor(tx, doc.ref, { isPaid: false });
    if (ownerId) {
      const id = lapsedNotificationId(source, ref.id);
      setNotification(tx, db, {
        id,
        ...text,
        subjectType: 'payment',
        subjectId: ref.id,
        createdBy: ownerId,
        createdTo: ownerId,
        createdAt: nowMs,
      });
    }
    return true;
  });
}

async function retryOne(
  db: Firestore,
  provider: PaymentProvider,
  source: HeldPaymentSource,
  record: DocumentSnapshot,
  nowMs: number,
  lifetimeDays: number,
): Promise<keyof CaptureRetryRun | null> {
  const authorizationId = record.get(fieldOf(source, 'authorizationId'));
  if (typeof authorizationId !== 'string' || !authorizationId) return null;
  try {
    await provider.capturePayment({ authorizationId, idempotencyKey: captureKeyOf(record.id) });
  } catch (error) {
    const message = messageOf(error);
    const next = afterFailedCapture({
      definite: isDefiniteDecline(error),
      authorizedAtMs: millisOf(record.get('createdAt')),
      nowMs,
      lifetimeDays,
    });
    if (next === 'lapse') return (await lapse(db, source, record.ref, message, nowMs)) ? 'lapsed' : null;
    await recordCaptureFailure(db, source, record.ref, message);
    return 'failed';
  }
  const recorded = await recordCaptured(db, source, record.ref);
  if (recorded === PaymentStatus.Captured) return 'captured';
  // The booking went while this run was capturing: the money just taken goes back under the deletion's own key.
  if (source.kind === 'booking' && recorded === PaymentStatus.RefundDue)
    await settleOwedBookingPayment(db, provider, record.id);
  return null;
}

/**
 * Retries every held payment of bookings and ticket sales (what the hourly retryCaptures function, `npm start`'s
 * hourly loop and `npm run operator -- retry-captures` run). Idempotent: a record already captured or lapsed is not
 * looked at again, and a capture repeats under the key of the first.
 */
export async function retryHeldCaptures(
  db: Firestore,
  provider: PaymentProvider,
  now: Date = new Date(),
  lifetimeDays: number = settings.authorizationLifetimeDays,
): Promise<CaptureRetryRun> {
  const run: CaptureRetryRun = { captured: [], lapsed: [], failed: [] };
  for (const source of [BOOKING_PAYMENTS, TICKET_PURCHASES]) {
    let after: DocumentSnapshot | null = null;
    for (;;) {
      let query = db
        .collection(source.collection)
        .where(source.statusField, '==', PaymentStatus.Authorized)
        .orderBy(FieldPath.documentId())
        .limit(PAGE_SIZE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      for (const record of page.docs) {
        const outcome = await retryOne(db, provider, source, record, now.getTime(), lifetimeDays).catch(
          (error: unknown) => {
            logs.captureRetried({ record: record.ref.path, outcome: 'failed', error: messageOf(error) });
            return 'failed' as const;
          },
        );
        if (!outcome) continue;
        run[outcome].push(record.ref.path);
        if (outcome !== 'failed')
          logs.captureRetried({
            record: record.ref.path,
            outcome,
            error: record.get(fieldOf(source, 'captureError')),
          });
      }
      if (page.size < PAGE_SIZE) break;
      after = page.docs[page.docs.length - 1];
    }
  }
  return run;
}
