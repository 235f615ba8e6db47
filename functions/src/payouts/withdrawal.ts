import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { CheckedRequestOf, ResponseOf, withdrawBalance } from '@gigvenue/contracts';
import { logs } from '../logs';
import {
  NOTIFICATION_TEXT,
  setNotification,
  payoutNotificationId,
} from '../notifications/notificationRecord';
import { isDefiniteDecline, PaymentProviderError } from '../payments/providers/errors';
import type { PaymentProvider } from '../payments/providers/provider';
import { createLedgerEntry, withdrawalEntry } from '../shared/ledger';
import {
  fromPence,
  privateAccountDocument,
  toPence,
  withdrawalDocument,
  type WithdrawalDocument,
  type WithdrawalStatus,
} from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import { activeAccountEmail, ensurePayoutAccount, viaProvider } from './payoutAccount';
import { PayoutRefused } from './payoutRefusals';

// withdrawals/{id}: one withdrawal of a whole balance. Its life: reserved (balance moved to it, in the transaction
// that writes it) -> transferred (the platform sent it to the payout account) -> paid (paid out to the card); or
// reserved -> failed (the provider declined the transfer: the amount returns to the balance); or reserved -> unknown
// (the transfer call ended without an answer, so it may stand) -> transferred or failed once it is looked up. Every
// move is compare-and-set in a transaction, from the status it was decided on, so no later write can undo an earlier
// one. At every moment the ledger's credits equal the payouts plus what is reserved plus the balance. The provider
// calls carry the withdrawal id as their idempotency key, so a retry can never move the money twice.

export type WithdrawOutcome = ResponseOf<typeof withdrawBalance>;

/** A retried call of the same request finds its withdrawal; a younger one than this is still running elsewhere. */
const RESUME_AFTER_MS = 2 * 60 * 1000;

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
  { requestId }: CheckedRequestOf<typeof withdrawBalance>,
  options: WithdrawOptions,
): Promise<WithdrawOutcome> {
  const now = options.now ?? Date.now;
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
    writeDocument(tx, 'create', withdrawalRef, withdrawalDocument, {
      ...stored,
      payoutId: null,
      settledAt: null,
    });
    createLedgerEntry(tx, db, withdrawalEntry('withdrawal', uid, id, amountPence, at));
    updateDocument(tx, 'merge', privateRef, privateAccountDocument, { currentBalance: 0 });
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

/**
 * Moves a withdrawal to `to` only if it is still in one of `from`, in a transaction that re-reads it. Returns the
 * withdrawal as moved, or null when another run moved it first (its move stands).
 */
async function advance(
  db: Firestore,
  id: string,
  from: WithdrawalStatus[],
  to: WithdrawalStatus,
  fields: Partial<Omit<WithdrawalDocument, 'status'>>,
): Promise<Withdrawal | null> {
  const ref = db.doc(`withdrawals/${id}`);
  return db.runTransaction(async (tx) => {
    const current = withdrawalOf(await tx.get(ref));
    if (!from.includes(current.status)) return null;
    updateDocument(tx, 'update', ref, withdrawalDocument, { ...fields, status: to });
    return { ...current, ...fields, status: to };
  });
}

async function pay(
  db: Firestore,
  provider: PaymentProvider,
  withdrawal: Withdrawal,
  now: () => number,
): Promise<WithdrawOutcome> {
  let current = withdrawal;
  if (current.status === 'reserved' || current.status === 'unknown')
    current = await transfer(db, provider, current, now);
  if (current.status === 'transferred' || current.status === 'payoutFailed')
    return payOut(db, provider, current, now);
  // Another run finished it first.
  if (current.status === 'paid')
    return { outcome: 'paid', withdrawalId: current.id, amountPence: current.amountPence };
  throw new PayoutRefused('provider', current.error ?? undefined);
}

/**
 * Sends a reserved amount to the payout account, once. A transfer an earlier call may have made is looked up first
 * (by its idempotency key); a definite decline returns the amount; any other failure leaves the withdrawal 'unknown'
 * for the sweep.
 * Returns the withdrawal as it now stands (another run may have moved it).
 */
async function transfer(
  db: Firestore,
  provider: PaymentProvider,
  withdrawal: Withdrawal,
  now: () => number,
): Promise<Withdrawal> {
  const { id, uid, accountId, amountPence } = withdrawal;
  const idempotencyKey = `transfer-${id}`;
  const stillUnknown = async (error: PaymentProviderError): Promise<never> => {
    await advance(db, id, ['reserved', 'unknown'], 'unknown', { error: error.message });
    logs.withdrawalUnknown({ uid, withdrawalId: id, amountPence, error: error.message });
    throw new PayoutRefused('in-progress');
  };
  // An unknown outcome, or a stalled withdrawal whose first call may have gone through: look before sending.
  const mayStand = withdrawal.status === 'unknown' || now() - withdrawal.createdAt >= RESUME_AFTER_MS;
  let found: { transferId: string } | null = null;
  if (mayStand) {
    try {
      found = await provider.findTransfer({ accountId, idempotencyKey });
    } catch (error) {
      // A failed lookup proves nothing either way.
      if (!(error instanceof PaymentProviderError)) throw error;
      return stillUnknown(error);
    }
  }
  let transferId = found?.transferId;
  if (!transferId) {
    try {
      ({ transferId } = await provider.transfer({
        accountId,
        amountPence,
        description: `Withdrawal ${id}`,
        idempotencyKey,
      }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Under the same key the provider answers a retry as it answered the first call, so a decline is definite.
      if (!isDefiniteDecline(error)) return stillUnknown(error);
      if (await returnReserved(db, withdrawal, error.message, now()))
        throw new PayoutRefused('provider', error.message);
      return stored(db, id);
    }
  }
  const moved = await advance(db, id, ['reserved', 'unknown'], 'transferred', { transferId, error: null });
  if (moved && withdrawal.status === 'unknown')
    logs.withdrawalReconciled({ uid, withdrawalId: id, transferId });
  return moved ?? stored(db, id);
}

const stored = async (db: Firestore, id: string) => withdrawalOf(await db.doc(`withdrawals/${id}`).get());

/** Pays a transferred amount out to the card; an unknown outcome stays 'transferred', retried under the same key. */
async function payOut(
  db: Firestore,
  provider: PaymentProvider,
  withdrawal: Withdrawal,
  now: () => number,
): Promise<WithdrawOutcome> {
  const { id, uid, accountId, amountPence } = withdrawal;
  const paid: WithdrawOutcome = { outcome: 'paid', withdrawalId: id, amountPence };
  let payoutId: string;
  try {
    ({ payoutId } = await provider.payout({
      accountId,
      amountPence,
      description: `Withdrawal ${id}`,
      idempotencyKey: `payout-${id}`,
    }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (!isDefiniteDecline(error)) {
      await advance(db, id, ['transferred', 'payoutFailed'], 'transferred', { error: error.message });
      logs.withdrawalUnknown({ uid, withdrawalId: id, amountPence, error: error.message });
      throw new PayoutRefused('in-progress');
    }
    // The money is in the person's own payout account already, so it is not returned to the balance (that would pay
    // it twice); the same request again retries the payout under the same key.
    if (await advance(db, id, ['transferred'], 'payoutFailed', { error: error.message })) {
      await notify(db, uid, id, NOTIFICATION_TEXT.payoutFailed(amountPence, error.message), now());
      logs.withdrawalFailed({ uid, withdrawalId: id, amountPence, stage: 'payout', error: error.message });
    }
    throw new PayoutRefused('provider', error.message);
  }
  const moved = await advance(db, id, ['transferred', 'payoutFailed'], 'paid', {
    payoutId,
    error: null,
    settledAt: now(),
  });
  if (moved) {
    await notify(db, uid, id, NOTIFICATION_TEXT.payoutPaid(amountPence), now());
    logs.withdrawalPaid({ uid, withdrawalId: id, amountPence });
  }
  return paid;
}

/**
 * Gives a declined withdrawal's amount back, once: only from 'reserved' or 'unknown' (never after a transfer), and
 * the ledger entry's fixed id makes a second return impossible. Returns whether this call returned it.
 */
async function returnReserved(
  db: Firestore,
  withdrawal: Withdrawal,
  reason: string,
  at: number,
): Promise<boolean> {
  const { id, uid, amountPence } = withdrawal;
  const ref = db.doc(`withdrawals/${id}`);
  const privateRef = db.doc(`managers/${uid}/private/account`);
  const returned = await db.runTransaction(async (tx) => {
    const [current, account] = await tx.getAll(ref, privateRef);
    if (!['reserved', 'unknown'].includes(current.get('status'))) return false;
    updateDocument(tx, 'update', ref, withdrawalDocument, { status: 'failed', error: reason, settledAt: at });
    createLedgerEntry(tx, db, withdrawalEntry('withdrawalReturned', uid, id, amountPence, at));
    updateDocument(tx, 'merge', privateRef, privateAccountDocument, {
      currentBalance: fromPence(toPence(account.get('currentBalance')) + amountPence),
    });
    return true;
  });
  if (!returned) return false;
  await notify(db, uid, id, NOTIFICATION_TEXT.payoutFailed(amountPence, reason), at);
  logs.withdrawalFailed({ uid, withdrawalId: id, amountPence, stage: 'transfer', error: reason });
  return true;
}

async function notify(
  db: Firestore,
  uid: string,
  withdrawalId: string,
  text: { title: string; message: string },
  at: number,
): Promise<void> {
  const id = payoutNotificationId(withdrawalId);
  const batch = db.batch();
  setNotification(batch, db, {
    id,
    ...text,
    subjectType: 'payment',
    subjectId: withdrawalId,
    createdBy: uid,
    createdTo: uid,
    createdAt: at,
  });
  await batch.commit();
}

/**
 * Finishes withdrawals that stopped half-way (the function ended between reserving and paying) and reconciles those
 * whose transfer had an unknown outcome: each is looked up and paid under its original idempotency keys, so one the
 * provider already carried out is not carried out again. Still unknown ones are counted as pending, for the next run.
 */
export async function resumeStalledWithdrawals(
  db: Firestore,
  provider: PaymentProvider,
  now: () => number = Date.now,
): Promise<{ resumed: number; failed: number; pending: number }> {
  const stalled = await db
    .collection('withdrawals')
    .where('status', 'in', ['reserved', 'unknown', 'transferred'])
    .where('createdAt', '<=', now() - RESUME_AFTER_MS)
    .limit(100)
    .get();
  const counts = { resumed: 0, failed: 0, pending: 0 };
  for (const snapshot of stalled.docs) {
    try {
      await pay(db, provider, withdrawalOf(snapshot), now);
      counts.resumed += 1;
    } catch (error) {
      if (!(error instanceof PayoutRefused)) throw error;
      counts[error.reason === 'in-progress' ? 'pending' : 'failed'] += 1;
    }
  }
  return counts;
}
