import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logs } from '../logs';
import {
  NOTIFICATION_TEXT,
  notificationRecord,
  payoutNotificationId,
} from '../notifications/notificationRecord';
import { PaymentProviderError } from '../payments/providers/errors';
import type { PaymentProvider } from '../payments/providers/provider';
import { withdrawalEntry } from '../settlement/ledger';
import { fromPence, toPence } from '../settlement/money';
import { activeAccountEmail, ensurePayoutAccount, viaProvider } from './payoutAccount';
import { PayoutRefused } from './payoutRefusals';

// withdrawals/{id}: one withdrawal of a whole balance. Its life: reserved (balance moved to it, in the transaction
// that writes it) -> transferred (the platform sent it to the payout account) -> paid (paid out to the card); or
// reserved -> failed (the transfer failed: the amount returns to the balance). At every moment the ledger's credits
// equal the payouts plus what is reserved plus the balance. The provider calls carry the withdrawal id as their
// idempotency key, so a retry can never move the money twice.

export type WithdrawalStatus = 'reserved' | 'transferred' | 'paid' | 'failed' | 'payoutFailed';

export type WithdrawOutcome =
  | { outcome: 'paid'; withdrawalId: string; amountPence: number }
  | { outcome: 'needsCard' }
  | { outcome: 'verificationPending' }
  | { outcome: 'onboarding'; url: string };

/** A retried call of the same request finds its withdrawal; a younger one than this is still running elsewhere. */
const RESUME_AFTER_MS = 2 * 60 * 1000;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,100}$/;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
export const withdrawalIdFor = (uid: string, requestId: string) =>
  `wd-${digest(`${uid}:${requestId}`).slice(0, 24)}`;

interface Withdrawal {
  id: string;
  uid: string;
  accountId: string;
  amountPence: number;
  status: WithdrawalStatus;
  transferId: string | null;
  createdAt: number;
  error: string | null;
}

const withdrawalOf = (snapshot: DocumentSnapshot): Withdrawal => ({
  id: snapshot.id,
  ...(snapshot.data() as Omit<Withdrawal, 'id'>),
});

export interface WithdrawOptions {
  /** Where the provider's onboarding sends the person back to (the Payments page). */
  returnUrl: string;
  now?: () => number;
}

/**
 * The spec's withdrawal (section 4): make the payout account if missing; no card -> the page opens Add Card;
 * card payments and transfers active -> transfer and pay out the whole balance; verification pending -> say so;
 * otherwise -> the provider's onboarding link. The amount is always the stored balance, never the client's.
 */
export async function withdraw(
  db: Firestore,
  provider: PaymentProvider,
  uid: string,
  data: unknown,
  options: WithdrawOptions,
): Promise<WithdrawOutcome> {
  const now = options.now ?? Date.now;
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) throw new PayoutRefused('invalid');
  const email = await activeAccountEmail(db, uid);
  const withdrawalId = withdrawalIdFor(uid, requestId);

  const earlier = await db.doc(`withdrawals/${withdrawalId}`).get();
  if (earlier.exists) return resume(db, provider, withdrawalOf(earlier), now);

  const accountId = await viaProvider(() => ensurePayoutAccount(db, provider, uid, email));
  const account = await viaProvider(() => provider.getPayoutAccount(accountId));
  if (account.cards.length === 0) return { outcome: 'needsCard' };
  if (!account.capabilitiesActive) {
    if (account.verificationPending) return { outcome: 'verificationPending' };
    const { url } = await viaProvider(() =>
      provider.createOnboardingLink({
        accountId,
        refreshUrl: options.returnUrl,
        returnUrl: options.returnUrl,
      }),
    );
    return { outcome: 'onboarding', url };
  }

  const reserved = await reserve(db, uid, withdrawalId, accountId, now());
  if ('replayed' in reserved) return resume(db, provider, reserved.replayed, now);
  return pay(db, provider, reserved.withdrawal, now);
}

/** Moves the whole balance into a new withdrawal, in one transaction: of many at once, only one finds money. */
async function reserve(
  db: Firestore,
  uid: string,
  withdrawalId: string,
  accountId: string,
  at: number,
): Promise<{ withdrawal: Withdrawal } | { replayed: Withdrawal }> {
  const privateRef = db.doc(`managers/${uid}/private/account`);
  const withdrawalRef = db.doc(`withdrawals/${withdrawalId}`);
  return db.runTransaction(async (tx) => {
    const [account, existing] = await tx.getAll(privateRef, withdrawalRef);
    if (existing.exists) return { replayed: withdrawalOf(existing) };
    const amountPence = toPence(account.get('currentBalance'));
    if (amountPence <= 0) throw new PayoutRefused('no-balance');
    const withdrawal: Withdrawal = {
      id: withdrawalId,
      uid,
      accountId,
      amountPence,
      status: 'reserved',
      transferId: null,
      createdAt: at,
      error: null,
    };
    const { id, ...stored } = withdrawal;
    tx.create(withdrawalRef, { ...stored, payoutId: null, settledAt: null });
    const { id: entryId, ...entry } = withdrawalEntry('withdrawal', uid, id, amountPence, at);
    tx.create(db.doc(`ledger/${entryId}`), entry);
    tx.set(privateRef, { currentBalance: 0 }, { merge: true });
    return { withdrawal };
  });
}

async function resume(
  db: Firestore,
  provider: PaymentProvider,
  withdrawal: Withdrawal,
  now: () => number,
): Promise<WithdrawOutcome> {
  if (withdrawal.status === 'paid')
    return { outcome: 'paid', withdrawalId: withdrawal.id, amountPence: withdrawal.amountPence };
  if (withdrawal.status === 'failed') throw new PayoutRefused('provider', withdrawal.error ?? undefined);
  if (now() - withdrawal.createdAt < RESUME_AFTER_MS) throw new PayoutRefused('in-progress');
  return pay(db, provider, withdrawal, now);
}

async function pay(
  db: Firestore,
  provider: PaymentProvider,
  withdrawal: Withdrawal,
  now: () => number,
): Promise<WithdrawOutcome> {
  const { id, uid, accountId, amountPence } = withdrawal;
  const ref = db.doc(`withdrawals/${id}`);
  const description = `Withdrawal ${id}`;
  let { transferId } = withdrawal;
  if (!transferId) {
    try {
      ({ transferId } = await provider.transfer({
        accountId,
        amountPence,
        description,
        idempotencyKey: `transfer-${id}`,
      }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Nothing left the platform: the reserved amount goes back to the balance.
      await returnReserved(db, withdrawal, error.message, now());
      throw new PayoutRefused('provider', error.message);
    }
    await ref.update({ status: 'transferred', transferId });
  }
  try {
    const { payoutId } = await provider.payout({
      accountId,
      amountPence,
      description,
      idempotencyKey: `payout-${id}`,
    });
    await ref.update({ status: 'paid', payoutId, error: null, settledAt: now() });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The money is in the person's own payout account already, so it is not returned to the balance (that would pay
    // it twice); the same request again retries the payout under the same key.
    await ref.update({ status: 'payoutFailed', error: error.message });
    await notify(db, uid, id, NOTIFICATION_TEXT.payoutFailed(amountPence, error.message), now());
    logs.withdrawalFailed({ uid, withdrawalId: id, amountPence, stage: 'payout', error: error.message });
    throw new PayoutRefused('provider', error.message);
  }
  await notify(db, uid, id, NOTIFICATION_TEXT.payoutPaid(amountPence), now());
  logs.withdrawalPaid({ uid, withdrawalId: id, amountPence });
  return { outcome: 'paid', withdrawalId: id, amountPence };
}

/** Gives a failed withdrawal's amount back, once: the ledger entry's fixed id makes a second return impossible. */
async function returnReserved(
  db: Firestore,
  withdrawal: Withdrawal,
  reason: string,
  at: number,
): Promise<void> {
  const { id, uid, amountPence } = withdrawal;
  const ref = db.doc(`withdrawals/${id}`);
  const privateRef = db.doc(`managers/${uid}/private/account`);
  await db.runTransaction(async (tx) => {
    const [current, account] = await tx.getAll(ref, privateRef);
    if (current.get('status') !== 'reserved') return;
    tx.update(ref, { status: 'failed', error: reason, settledAt: at });
    const { id: entryId, ...entry } = withdrawalEntry('withdrawalReturned', uid, id, amountPence, at);
    tx.create(db.doc(`ledger/${entryId}`), entry);
    tx.set(
      privateRef,
      { currentBalance: fromPence(toPence(account.get('currentBalance')) + amountPence) },
      { merge: true },
    );
  });
  await notify(db, uid, id, NOTIFICATION_TEXT.payoutFailed(amountPence, reason), at);
  logs.withdrawalFailed({ uid, withdrawalId: id, amountPence, stage: 'transfer', error: reason });
}

async function notify(
  db: Firestore,
  uid: string,
  withdrawalId: string,
  text: { title: string; message: string },
  at: number,
): Promise<void> {
  const id = payoutNotificationId(withdrawalId);
  const record = notificationRecord({
    id,
    ...text,
    subjectType: 'payment',
    subjectId: withdrawalId,
    createdBy: uid,
    createdTo: uid,
    createdAt: at,
  });
  await db.doc(`notifications/${id}`).set(record);
}

/**
 * Finishes withdrawals that stopped half-way (the function ended between reserving and paying): each is paid under
 * its original idempotency keys, so one the provider already carried out is not carried out again.
 */
export async function resumeStalledWithdrawals(
  db: Firestore,
  provider: PaymentProvider,
  now: () => number = Date.now,
): Promise<{ resumed: number; failed: number }> {
  const stalled = await db
    .collection('withdrawals')
    .where('status', 'in', ['reserved', 'transferred'])
    .where('createdAt', '<=', now() - RESUME_AFTER_MS)
    .limit(100)
    .get();
  let failed = 0;
  for (const snapshot of stalled.docs) {
    try {
      await pay(db, provider, withdrawalOf(snapshot), now);
    } catch (error) {
      if (!(error instanceof PayoutRefused)) throw error;
      failed += 1;
    }
  }
  return { resumed: stalled.size - failed, failed };
}
