import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../admin';
import { appUserRecord } from '../accounts/appUserRecord';
import type { PaymentProvider } from '../payments/providers/provider';
import { appUserIdFor } from './saleRequest';

/**
 * The buyer's app user (users/{id}, the spec's mobile-app record): the one with this e-mail, or a new one under an id
 * derived from the e-mail, with a payment customer. Outside the sale transaction: creating it twice at once ends in
 * the same document, and a user made for a sale that is then refused is still a valid app user.
 */
export async function buyerIdFor(
  db: Firestore,
  provider: PaymentProvider,
  email: string,
  name: string,
): Promise<string> {
  const found = await db.collection('users').where('email', '==', email).select().limit(1).get();
  if (!found.empty) return found.docs[0].id;
  const userId = appUserIdFor(email);
  const ref = db.doc(`users/${userId}`);
  if ((await ref.get()).exists) return userId;
  const { customerId } = await provider.createCustomer({ email, name, idempotencyKey: `app-user-${userId}` });
  try {
    await ref.create(appUserRecord(userId, { email, name }, customerId));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  return userId;
}
