import { privateAccountDocument } from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { PaymentProviderError } from '../payments/providers/errors';
import type { PaymentProvider } from '../payments/providers/provider';
import { PayoutRefused } from './payoutRefusals';
import { updateDocument } from '../shared/documents';

/** The caller must be an active platform account; returns its e-mail for the payout account. */
export async function activeAccountEmail(db: Firestore, uid: string): Promise<string> {
  const account = await db.doc(`managers/${uid}`).get();
  if (!account.exists || account.get('status') !== 'active') throw new PayoutRefused('inactive');
  const email = account.get('email');
  return typeof email === 'string' ? email : '';
}

/** The caller's payout account id as kept in its private account (never taken from the client), or ''. */
export async function storedPayoutAccountId(db: Firestore, uid: string): Promise<string> {
  const stored = (await db.doc(`managers/${uid}/private/account`).get()).get('connectAccountId');
  return typeof stored === 'string' ? stored : '';
}

/**
 * The caller's payout account, made on first use. The create call's idempotency key is the uid, so two first uses
 * at once get the same account from the provider, and the transaction keeps whichever was stored first.
 */
export async function ensurePayoutAccount(
  db: Firestore,
  provider: PaymentProvider,
  uid: string,
  email: string,
): Promise<string> {
  const existing = await storedPayoutAccountId(db, uid);
  if (existing) return existing;
  const { accountId } = await provider.createPayoutAccount({
    email,
    idempotencyKey: `payout-account-${uid}`,
  });
  const ref = db.doc(`managers/${uid}/private/account`);
  const stored = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('connectAccountId');
    if (typeof current === 'string' && current) return current;
    updateDocument(tx, 'merge', ref, privateAccountDocument, { connectAccountId: accountId });
    return accountId;
  });
  if (stored === accountId) logs.payoutAccountCreated({ uid });
  return stored;
}

/** Runs a provider call, turning its error into a refusal that carries the provider's own text. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new PayoutRefused('provider', error.message);
    throw error;
  }
}
