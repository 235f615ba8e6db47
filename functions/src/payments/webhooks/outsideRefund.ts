import { nextPaymentStatus, PaymentStatus, paymentStatusOf } from '@gigvenue/contracts';
import type Stripe from 'stripe';
import { updatePaidFor } from '../../shared/ticketChange';
import { updateHeldPayment } from '../heldPayment';
import { findPaymentRecord, paidForOf, paymentIntentIdOf } from './paymentRecord';
import { unchanged, type WebhookInput, type WebhookStep } from './step';
import { takeBackCredited } from './takeBack';

// charge.refunded: a card payment refunded outside the app (Stripe's dashboard, the bank). A captured payment moves
// to 'refunded' through the state machine; its tickets stop counting as paid (refunded, as the cancellation's
// refunds leave them) or its booking's orders become unpaid; and if settlement had already credited that money to a
// payee, a 'refundAfterSettlement' ledger entry takes it back from their balance, once. Our own refunds (a cancelled
// event, a deleted booking) also end in this event: their payments were 'refund-due' or 'refunded' already, and
// stay their refund's to record. A partial refund (the charge not wholly refunded) changes nothing here.

/** Whether a refund reported at the provider moves the payment in `status`: a whole refund of captured money. */
export function refundsOutside(status: unknown, wholeRefund: boolean): boolean {
  return (
    wholeRefund &&
    paymentStatusOf(status) === PaymentStatus.Captured &&
    nextPaymentStatus(status, 'refund') === PaymentStatus.Refunded
  );
}

export async function onOutsideRefund({ db, tx, event, at }: WebhookInput): Promise<WebhookStep> {
  const charge = event.data.object as Stripe.Charge;
  const paymentIntentId = paymentIntentIdOf(charge.payment_intent);
  if (!paymentIntentId) return unchanged('not-ours');
  const record = await findPaymentRecord(db, tx, paymentIntentId);
  if (!record) return unchanged('not-ours');
  const { source, snapshot } = record;
  if (!refundsOutside(snapshot.get(source.statusField), charge.refunded === true)) return unchanged();
  const paidFor = paidForOf(source, snapshot.data() ?? {});
  const docs = paidFor.ids.length
    ? (await tx.getAll(...paidFor.ids.map((id) => db.doc(`${paidFor.collection}/${id}`)))).filter(
        (doc) => doc.exists,
      )
    : [];
  const takeBack = await takeBackCredited(db, tx, 'refundAfterSettlement', record, docs, at);
  return {
    outcome: takeBack.debited.length > 0 ? 'refunded-after-settlement' : 'refunded',
    write: () => {
      updateHeldPayment(tx, source, snapshot.ref, {
        status: PaymentStatus.Refunded,
        refundedAt: at,
        refundedOutside: true,
      });
      for (const doc of docs)
        updatePaidFor(
          tx,
          doc.ref,
          source.kind === 'tickets' ? { isPaid: false, refunded: true } : { isPaid: false },
        );
      takeBack.write();
    },
  };
}
