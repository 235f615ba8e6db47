import { disputeStatusOf, nextDispute, type PaymentDispute } from '@gigvenue/contracts';
import type Stripe from 'stripe';
import { updatePaidFor, type PaidForChange } from '../../shared/ticketChange';
import { fieldOf } from '../capturePlan';
import { updateHeldPayment } from '../heldPayment';
import { findPaymentRecord, paidForOf, paymentIntentIdOf } from './paymentRecord';
import { unchanged, type WebhookInput, type WebhookStep } from './step';
import { takeBackCredited } from './takeBack';

// charge.dispute.created / charge.dispute.closed: a card holder contests a payment at their bank. The payment keeps
// its status and gains a dispute (bookingPayments' `dispute`, ticketPurchases' `payment.dispute`): while it is open
// its tickets are refused at the door and settlement holds the money back; a won dispute clears it; a lost one keeps
// the tickets refused and unpaid, settlement withholds the money, and if settlement had already credited it, a
// 'disputeLost' ledger entry takes it back from the payee, once. Monotone (nextDispute): a 'closed' that arrives
// before its 'created' is not reopened by it.

/** The dispute as the event reports it; a closed one is 'won' unless the bank decided for the card holder. */
export function reportedDispute(
  type: string,
  dispute: Pick<Stripe.Dispute, 'id' | 'status' | 'amount'>,
  at: number,
) {
  const status: PaymentDispute['status'] =
    type === 'charge.dispute.closed' ? (dispute.status === 'lost' ? 'lost' : 'won') : 'open';
  return { id: dispute.id, status, amountPence: dispute.amount, at } satisfies PaymentDispute;
}

/** What a paid-for ticket or order carries once its payment's dispute is `status`. */
export function disputedFields(status: PaymentDispute['status']): PaidForChange {
  if (status === 'won') return { disputed: false };
  if (status === 'lost') return { disputed: true, isPaid: false };
  return { disputed: true };
}

export async function onDispute({ db, tx, event, at }: WebhookInput): Promise<WebhookStep> {
  const dispute = event.data.object as Stripe.Dispute;
  const paymentIntentId = paymentIntentIdOf(dispute.payment_intent);
  if (!paymentIntentId) return unchanged('not-ours');
  const record = await findPaymentRecord(db, tx, paymentIntentId);
  if (!record) return unchanged('not-ours');
  const { source, snapshot } = record;
  const field = fieldOf(source, 'dispute');
  const next = nextDispute(snapshot.get(field), reportedDispute(event.type, dispute, at));
  if (next === null) return unchanged(`dispute-${disputeStatusOf(snapshot.get(field))}`);
  const paidFor = paidForOf(source, snapshot.data() ?? {});
  const docs = paidFor.ids.length
    ? (await tx.getAll(...paidFor.ids.map((id) => db.doc(`${paidFor.collection}/${id}`)))).filter(
        (doc) => doc.exists,
      )
    : [];
  const takeBack =
    next.status === 'lost' ? await takeBackCredited(db, tx, 'disputeLost', record, docs, at) : null;
  return {
    outcome: takeBack?.debited.length ? 'dispute-lost-after-settlement' : `dispute-${next.status}`,
    write: () => {
      updateHeldPayment(tx, source, snapshot.ref, { dispute: next });
      for (const doc of docs) updatePaidFor(tx, doc.ref, disputedFields(next.status));
      takeBack?.write();
    },
  };
}
