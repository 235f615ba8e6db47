import { appUserDocument } from '@gigvenue/contracts';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentProvider } from '../payments/providers/provider';
import { appUserIdFor } from './saleRequest';
import { directWriter, updateDocument } from '../shared/documents';

/** What tells whether a platform account proved it owns its e-mail address (Auth's emailVerified). */
export type AccountDirectory = Pick<Auth, 'getUser'>;

async function verifiedOwner(accounts: AccountDirectory, uid: string, email: string): Promise<boolean> {
  try {
    const user = await accounts.getUser(uid);
    return user.emailVerified && user.email?.trim().toLowerCase() === email;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * The id of the buyer's app user (users/{id}, the spec's mobile-app record), without creating anything: a platform
 * account's app user when that account verified this address, else the id derived from the e-mail. An account that
 * only typed the address at registration gets nobody's tickets or announcements: anyone can register with any
 * address. Without a directory (the seed), purchases never join a platform account.
 */
export async function buyerIdFor(
  db: Firestore,
  accounts: AccountDirectory | null,
  email: string,
): Promise<string> {
  const ownId = appUserIdFor(email);
  if (!accounts) return ownId;
  const found = await db.collection('users').where('email', '==', email).select().limit(5).get();
  for (const user of found.docs) {
    if (user.id !== ownId && (await verifiedOwner(accounts, user.id, email))) return user.id;
  }
  return ownId;
}

/**
 * Gives a buyer's app user its payment customer once a purchase succeeded (the sale creates the record without one):
 * a refused or declined purchase never reaches the provider's customer list. The customer's idempotency key is the
 * user's, so a retry or a twin finds the same customer.
 */
export async function ensureBuyerCustomer(
  db: Firestore,
  provider: PaymentProvider,
  userId: string,
  email: string,
  name: string,
): Promise<void> {
  const ref = db.doc(`users/${userId}`);
  const user = await ref.get();
  if (!user.exists || user.get('customerId')) return;
  const { customerId } = await provider.createCustomer({ email, name, idempotencyKey: `app-user-${userId}` });
  await updateDocument(directWriter, 'update', ref, appUserDocument, { customerId });
}
