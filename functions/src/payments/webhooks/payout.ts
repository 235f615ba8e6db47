import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  NOTIFICATION_TEXT,
  setNotification,
  payoutNotificationId,
} from '../../notifications/notificationRecord';
import { createLedgerEntry, payoutFailedEntryId, withdrawalEntry } from '../../shared/ledger';
import { fromPence, privateAccountDocument, toPence, withdrawalDocument } from '@gigvenue/contracts';
import type { PaymentProvider } from '../providers/provider';
import { unchanged, type WebhookInput, type WebhookStep } from './step';
import { updateDocument } from '../../shared/documents';

// payout.paid / payout.failed, sent for a payee's connected account (event.account): the bank's word on a
// withdrawal's payout to the card. Paid marks the withdrawal paid. Failed means the money came back to the connected
// account: the transfer is reversed to the platform (under one idempotency key per withdrawal), the withdrawal becomes
// 'failed', and its amount returns to the person's balance with a 'payoutFailed' ledger entry, once. A failed payout is
// final: a late payout.paid does not revive it (Stripe may report a payout failed after it reported it paid).

export type PayoutReport = 'paid' | 'failed';
export type PayoutMove = 'markPaid' | 'returnMoney' | 'ignore';

/** Withdrawal statuses in which a payout can exist: made ('paid'), or in flight while its id is still being stored. */
const PAYOUT_MADE = ['paid', 'transferred', 'payoutFailed'];

/** What a payout report does to a withdrawal as stored: forward only. */
export function payoutMove(
  withdrawal: { status?: unknown; payoutStatus?: unknown },
  report: PayoutReport,
): PayoutMove {
  if (withdrawal.status === 'failed' || withdrawal.payoutStatus === 'failed') return 'ignore';
  if (!PAYOUT_MADE.includes(String(withdrawal.status))) return 'ignore';
  if (report === 'failed') return 'returnMoney';
  return withdrawal.payoutStatus === 'paid' ? 'ignore' : 'markPaid';
}

/** The withdrawal a payout was made for, from its description ('Withdrawal wd-...', as withdrawal.ts writes it). */
export function withdrawalIdOfDescription(description: unknown): string | null {
  const match = /^Withdrawal (wd-[0-9a-f]{24})$/.exec(typeof description === 'string' ? description : '');
  return match ? match[1] : null;
}

/** Finds the withdrawal of a payout: by the payout id it stored, else by the payout's description; of this account. */
async function withdrawalOfPayout(
  db: Firestore,
  tx: Transaction | null,
  payout: Stripe.Payout,
  account: string | undefined,
): Promise<DocumentSnapshot | null> {
  const byId = db.collection('withdrawals').where('payoutId', '==', payout.id).limit(1);
  const found = tx ? await tx.get(byId) : await byId.get();
  let snapshot: DocumentSnapshot | null = found.empty ? null : found.docs[0];
  if (!snapshot) {
    const id = withdrawalIdOfDescription(payout.description);
    const ref = id ? db.doc(`withdrawals/${id}`) : null;
    const byDescription = ref ? (tx ? await tx.get(ref) : await ref.get()) : null;
    snapshot = byDescription?.exists ? byDescription : null;
  }
  if (!snapshot) return null;
  // A payout of another connected account never moves this withdrawal.
  if (account && snapshot.get('accountId') && snapshot.get('accountId') !== account) return null;
  return snapshot;
}

/** payout.failed's provider step, before the transaction: the transfer goes back to the platform, once (one key). */
export async function reverseFailedPayout(
  db: Firestore,
  provider: PaymentProvider,
  event: Stripe.Event,
): Promise<void> {
  if (event.type !== 'payout.failed') return;
  const withdrawal = await withdrawalOfPayout(db, null, event.data.object as Stripe.Payout, event.account);
  if (!withdrawal || payoutMove(withdrawal.data() ?? {}, 'failed') !== 'returnMoney') return;
  const transferId = withdrawal.get('transferId');
  if (typeof transferId !== 'string' || !transferId) return;
  await provider.reverseTransfer({
    transferId,
    amountPence: Number(withdrawal.get('amountPence')) || 0,
    idempotencyKey: `reverse-${withdrawal.id}`,
  });
}

export async function onPayout({ db, tx, event, at }: WebhookInput): Promise<WebhookStep> {
  const payout = event.data.object as Stripe.Payout;
  const report: PayoutReport = event.type === 'payout.failed' ? 'failed' : 'paid';
  const withdrawal = await withdrawalOfPayout(db, tx, payout, event.account);
  if (!withdrawal) return unchanged('not-ours');
  const move = payoutMove(withdrawal.data() ?? {}, report);
  if (move === 'ignore') return unchanged();
  const uid = String(withdrawal.get('uid') ?? '');
  const amountPence = Number(withdrawal.get('amountPence')) || 0;
  if (move === 'markPaid')
    return {
      outcome: 'payout-paid',
      write: () =>
        updateDocument(tx, 'update', withdrawal.ref, withdrawalDocument, {
          status: 'paid',
          payoutStatus: 'paid',
          payoutId: payout.id,
          paidAt: at,
          error: null,
          settledAt:
            typeof withdrawal.get('settledAt') === 'number' ? Number(withdrawal.get('settledAt')) : at,
        }),
    };
  // The transfer must have been reversed first (reverseFailedPayout): without one there is nothing to return.
  if (typeof withdrawal.get('transferId') !== 'string') return unchanged('no-transfer');
  const reason = payout.failure_message || payout.failure_code || 'The bank returned the payout.';
  const accountRef = db.doc(`managers/${uid}/private/account`);
  const [account, returned] = await tx.getAll(
    accountRef,
    db.doc(`ledger/${payoutFailedEntryId(withdrawal.id)}`),
  );
  return {
    outcome: 'payout-failed',
    write: () => {
      updateDocument(tx, 'update', withdrawal.ref, withdrawalDocument, {
        status: 'failed',
        payoutStatus: 'failed',
        payoutId: payout.id,
        error: reason,
        settledAt: at,
      });
      if (!returned.exists) {
        createLedgerEntry(tx, db, withdrawalEntry('payoutFailed', uid, withdrawal.id, amountPence, at));
        updateDocument(tx, 'merge', accountRef, privateAccountDocument, {
          currentBalance: fromPence(toPence(account.get('currentBalance')) + amountPence),
        });
      }
      const id = payoutNotificationId(withdrawal.id);
      setNotification(tx, db, {
        id,
        ...NOTIFICATION_TEXT.payoutFailed(amountPence, reason),
        subjectType: 'payment',
        subjectId: withdrawal.id,
        createdBy: uid,
        createdTo: uid,
        createdAt: at,
      });
    },
  };
}
