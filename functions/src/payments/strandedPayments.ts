import { PaymentStatus, paymentStatusOf } from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { applyPaymentChange, owedBookingPayments, settleOwedBookingPayment } from './owedPayments';
import type { PaymentProvider } from './providers/provider';

// The safety net under every path that returns a booking's money: whatever a crash, a provider outage or an old
// release left behind, the hourly sweep finds it and returns it once (the same idempotency keys), and says so in
// the logs. Bounded per run, so its reads never grow with the platform's history.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Payments owed back settled per run; the next run takes the rest. */
const OWED_PER_RUN = 200;
/** How far back cancelled events are looked at: well past the provider's 7-day hold and any retry. */
export const CANCELLED_LOOKBACK_DAYS = 60;
const CANCELLED_PER_RUN = 500;

/**
 * Whether a cancelled event's booking payment still holds money it should not: it was taken or held while none of
 * the bookings it paid for stands (all were released before the cut-off, or were never written).
 */
export function strandedByCancellation(status: unknown, standingOrders: number): boolean {
  const current = paymentStatusOf(status);
  return standingOrders === 0 && (current === PaymentStatus.Captured || current === PaymentStatus.Authorized);
}

export interface StrandedRun {
  settled: string[];
  failed: string[];
}

const standingOrdersOf = (db: Firestore, eventId: string) =>
  db
    .collection('orders')
    .where('event', '==', eventId)
    .where('status', 'in', ['active', 'completed'])
    .limit(1);

/** Marks a cancelled event's payment owed back when, read again in a transaction, nothing it paid for stands. */
async function callOffIfStranded(db: Firestore, eventId: string): Promise<boolean> {
  const ref = db.doc(`bookingPayments/${eventId}`);
  return db.runTransaction(async (tx) => {
    const [payment, standing] = await Promise.all([tx.get(ref), tx.get(standingOrdersOf(db, eventId))]);
    if (!payment.exists || !strandedByCancellation(payment.get('status'), standing.size)) return false;
    return applyPaymentChange(tx, ref, payment.get('status'), 'callOff');
  });
}

async function settle(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
  found: 'owed' | 'cancelled-event',
  run: StrandedRun,
) {
  try {
    const outcome = await settleOwedBookingPayment(db, provider, eventId);
    if (outcome === 'not-owed') return;
    run.settled.push(eventId);
    logs.strandedPaymentSettled({ eventId, outcome, found });
  } catch (error) {
    run.failed.push(eventId);
    logs.strandedPaymentFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Returns every booking payment left owed back, and any payment still captured or held for a recently cancelled
 * event none of whose bookings stands. Idempotent: a settled payment is never looked at again.
 */
export async function refundStranded(
  db: Firestore,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<StrandedRun> {
  const run: StrandedRun = { settled: [], failed: [] };
  for (const eventId of await owedBookingPayments(db, OWED_PER_RUN))
    await settle(db, provider, eventId, 'owed', run);

  const cancelled = await db
    .collection('events')
    .where('status', '==', 'cancelled')
    .where('cancelledAt', '>=', now.getTime() - CANCELLED_LOOKBACK_DAYS * DAY_MS)
    .limit(CANCELLED_PER_RUN)
    .get();
  if (cancelled.empty) return run;
  const payments = await db.getAll(...cancelled.docs.map((event) => db.doc(`bookingPayments/${event.id}`)));
  for (const payment of payments) {
    if (!payment.exists || !strandedByCancellation(payment.get('status'), 0)) continue;
    if (await callOffIfStranded(db, payment.id))
      await settle(db, provider, payment.id, 'cancelled-event', run);
  }
  return run;
}
