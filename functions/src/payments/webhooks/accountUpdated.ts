import { type PayoutReadiness, payoutReadinessOf, privateAccountDocument } from '@gigvenue/contracts';
import type Stripe from 'stripe';
import { unchanged, type WebhookInput, type WebhookStep } from './step';
import { updateDocument } from '../../shared/documents';

// account.updated: a payee's connected account changed at Stripe (verification, a requirement due, payouts paused).
// Whether it can be paid, and what is still due, is kept on managers/{uid}/private/account.payoutReadiness (the uid
// found by its connectAccountId), where the Payments page reads it. An older report never replaces a newer one.

export function readinessOf(account: Stripe.Account, at: number): PayoutReadiness {
  return {
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    currentlyDue: [...(account.requirements?.currently_due ?? [])].sort(),
    updatedAt: at,
  };
}

/** Whether `incoming` replaces what is stored: a newer report only (the same one again changes nothing). */
export function replacesReadiness(stored: unknown, incoming: PayoutReadiness): boolean {
  const current = payoutReadinessOf(stored);
  return current === null || incoming.updatedAt > current.updatedAt;
}

export async function onAccountUpdated({ db, tx, event, at }: WebhookInput): Promise<WebhookStep> {
  const account = event.data.object as Stripe.Account;
  const found = await tx.get(
    db.collectionGroup('private').where('connectAccountId', '==', account.id).limit(1),
  );
  if (found.empty) return unchanged('not-ours');
  const privateAccount = found.docs[0];
  const readiness = readinessOf(account, at);
  if (!replacesReadiness(privateAccount.get('payoutReadiness'), readiness)) return unchanged();
  return {
    outcome: readiness.payoutsEnabled ? 'payouts-enabled' : 'payouts-disabled',
    write: () =>
      updateDocument(tx, 'merge', privateAccount.ref, privateAccountDocument, { payoutReadiness: readiness }),
  };
}
