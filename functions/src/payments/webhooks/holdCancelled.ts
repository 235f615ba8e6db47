import { PaymentStatus, paymentStatusOf } from '@gigvenue/contracts';
import type Stripe from 'stripe';
import { setNotification } from '../../notifications/notificationRecord';
import { updatePaidFor } from '../../shared/ticketChange';
import { lapsedNotificationId } from '../capturePlan';
import { updateHeldPayment } from '../heldPayment';
import { lapseEffects } from '../captureRetry';
import { findPaymentRecord } from './paymentRecord';
import { unchanged, type WebhookInput, type WebhookStep } from './step';

// payment_intent.canceled: a card hold that lapsed at Stripe (its 7 days ran out) or was cancelled in Stripe's
// dashboard. A payment still 'authorized' pays for nothing any more: it becomes 'lapsed', its tickets or orders
// unpaid and its owner told, exactly as the capture retry's lapse does. Our own releases also end in this event;
// theirs were 'release-due' or 'released' first, and stay the release's.

/** Whether a cancelled hold lapses the payment recorded in `status`: only one still paying for something. */
export const lapsesOnCancel = (status: unknown) => paymentStatusOf(status) === PaymentStatus.Authorized;

export const cancelledHoldText = (reason: string | null | undefined) =>
  `The card hold was cancelled at the payment provider${reason ? ` (${reason})` : ''}.`;

export async function onHoldCancelled({ db, tx, event, at }: WebhookInput): Promise<WebhookStep> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const record = await findPaymentRecord(db, tx, intent.id);
  if (!record) return unchanged('not-ours');
  const { source, snapshot } = record;
  if (!lapsesOnCancel(snapshot.get(source.statusField))) return unchanged();
  const { unpaid, text, ownerId } = await lapseEffects(db, tx, source, snapshot);
  return {
    outcome: 'lapsed',
    write: () => {
      updateHeldPayment(tx, source, snapshot.ref, {
        status: PaymentStatus.Lapsed,
        lapsedAt: at,
        captureError: cancelledHoldText(intent.cancellation_reason),
      });
      for (const doc of unpaid) updatePaidFor(tx, doc.ref, { isPaid: false });
      if (!ownerId) return;
      const id = lapsedNotificationId(source, snapshot.id);
      setNotification(tx, db, {
        id,
        ...text,
        subjectType: 'payment',
        subjectId: snapshot.id,
        createdBy: ownerId,
        createdTo: ownerId,
        createdAt: at,
      });
    },
  };
}
