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
import { notificationRecord } from '../notifications/notificationRecord';
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
import { isDefiniteDecline } from './providers/errors';
import type { PaymentProvider } from './providers/provider';

// A booking or a ticket sale captures its card payment right after it commits; when that capture fails, the record
// stays 'authorized' (bookingPayments/{eventId}.status, ticketPurchases/{id}.payment.status) and the money is only
// held. retryHeldCaptures takes it later under the same idempotency key, or, once the provider's hold has expired, marks
// the record 'lapsed', the booking's orders or the tickets unpaid (isPaid false), and tells the owner. Settlement
// credits only 'captured' money. Every status change is compare-and-set in a transaction, so overlapping runs (and
// the booking's own capture) move each record once.

const PAGE_SIZE = 100;
/** What deleteEvent makes of an 'authorized' bookingPayments status in the transaction that deletes the booking. */
const CANCELLED_WHILE_HELD = 'authorized-cancelled';

export interface CaptureRetryRun {
  /** Paths of the records this run moved: taken, lapsed, or still held after a failed attempt. */
  captured: string[];
  lapsed: string[];
  failed: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Marks a held payment captured, only if it is still 'authorized'. Returns whether this call moved it. */
export async function recordCaptured(
  db: Firestore,
  source: HeldPaymentSource,
  ref: DocumentReference,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    if (record.get(source.statusField) !== 'authorized') return false;
    tx.update(ref, {
      [source.statusField]: 'captured',
      [fieldOf(source, 'capturedAt')]: FieldValue.serverTimestamp(),
      [fieldOf(source, 'captureError')]: FieldValue.delete(),
    });
    // Money taken from the buyer's card proves the address as an opened link does: announcements may reach them.
    const eventId = record.get('eventId');
    const buyerId = record.get('buyerId');
    if (source.kind === 'tickets' && typeof eventId === 'string' && typeof buyerId === 'string' && buyerId) {
      tx.set(db.doc(`ticketHolders/${eventId}_${buyerId}`), { paidAt: Date.now() }, { merge: true });
    }
    return true;
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
    if ((await tx.get(ref)).get(source.statusField) !== 'authorized') return;
    tx.update(ref, {
      [fieldOf(source, 'captureError')]: error,
      [fieldOf(source, 'captureAttempts')]: FieldValue.increment(1),
    });
  });
}

/** The things a lapse makes unpaid, and who is told: the booking's orders and booker, or the tickets and organizer. */
async function lapseEffects(
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
    if (record.get(source.statusField) !== 'authorized') return false;
    const { unpaid, text, ownerId } = await lapseEffects(db, tx, source, record);
    tx.update(ref, {
      [source.statusField]: 'lapsed',
      [fieldOf(source, 'lapsedAt')]: nowMs,
      [fieldOf(source, 'captureError')]: error,
    });
    for (const doc of unpaid) tx.update(doc.ref, { isPaid: false });
    if (ownerId) {
      const id = lapsedNotificationId(source, ref.id);
      const notice = notificationRecord({
        id,
        ...text,
        subjectType: 'payment',
        subjectId: ref.id,
        createdBy: ownerId,
        createdTo: ownerId,
        createdAt: nowMs,
      });
      tx.set(db.doc(`notifications/${id}`), notice);
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
  if (await recordCaptured(db, source, record.ref)) return 'captured';
  if (source.kind === 'booking') await refundIfCancelled(db, provider, record.ref, authorizationId);
  return null;
}

/**
 * A booking deleted while this run was capturing its payment: the deletion marked it '<status>-cancelled' and tries
 * to release a hold that is now captured, so the money is refunded here, under the deletion's own refund key.
 */
async function refundIfCancelled(
  db: Firestore,
  provider: PaymentProvider,
  ref: DocumentReference,
  authorizationId: string,
): Promise<void> {
  if ((await ref.get()).get('status') !== CANCELLED_WHILE_HELD) return;
  await provider.refundPayment({ authorizationId, idempotencyKey: `refund-${ref.id}` });
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).get('status') !== CANCELLED_WHILE_HELD) return;
    tx.update(ref, { status: 'refunded', refundedAt: FieldValue.serverTimestamp() });
  });
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
        .where(source.statusField, '==', 'authorized')
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
