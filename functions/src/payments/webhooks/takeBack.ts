import { fromPence, type LedgerEntry, privateAccountDocument, toPence } from '@gigvenue/contracts';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  createLedgerEntry,
  eventEntryId,
  takeBackEntry,
  takeBackEntryId,
  type TakeBackKind,
} from '../../shared/ledger';
import { eventIdOf, type PaymentRecord } from './paymentRecord';
import { updateDocument } from '../../shared/documents';

// Money a payee was credited by settlement and then lost: the buyer's card was refunded outside the app, or the bank
// decided a dispute for the card holder. The payee's balance gives it back through a ledger debit, once per payment
// record and payee (whichever of the two came first: a payment is never taken back twice).

const TAKE_BACK_KINDS: readonly TakeBackKind[] = ['refundAfterSettlement', 'disputeLost'];

/**
 * What a payee gives back of a settlement entry when `paidPence` of the money it was worked out from goes back to
 * the payer: the same share the entry credited (its fees and tax stay as they were), never more than it credited. A
 * booking payment pays every card slot of its event, so its whole entry goes back (paidPence null).
 */
export function takeBackPence(
  credited: Pick<LedgerEntry, 'grossPence' | 'amountPence'>,
  paidPence: number | null,
): number {
  const creditedPence = Math.max(0, Math.round(credited.amountPence));
  if (paidPence === null) return creditedPence;
  if (credited.grossPence <= 0 || paidPence <= 0) return 0;
  return Math.min(creditedPence, Math.round((paidPence * creditedPence) / credited.grossPence));
}

interface Debit {
  entry: LedgerEntry;
  account: DocumentSnapshot;
}

/**
 * Reads, in the transaction, what settlement credited for the payment and whether it was already taken back; returns
 * the writes (to run once every read is done): a ledger entry per payee and its balance, in the same transaction.
 * `paidFor` are the booking's orders (their payees), already read by the caller; none for a ticket sale.
 */
export async function takeBackCredited(
  db: Firestore,
  tx: Transaction,
  kind: TakeBackKind,
  record: PaymentRecord,
  paidFor: DocumentSnapshot[],
  now: number,
): Promise<{ debited: LedgerEntry[]; write: () => void }> {
  const eventId = eventIdOf(record);
  const data = record.snapshot.data() ?? {};
  const tickets = record.source.kind === 'tickets';
  const payees = tickets
    ? [String(data.eventOwnerId ?? '')]
    : [
        ...new Set(
          paidFor
            .filter((order) => order.get('paymentMethod') !== 'cash')
            .map((order) => String(order.get('createdTo') ?? '')),
        ),
      ];
  const credited = payees.filter(Boolean).map((payeeId) => ({
    payeeId,
    ref: db.doc(`ledger/${eventEntryId(eventId, payeeId, tickets ? 'tickets' : 'booking')}`),
  }));
  if (!eventId || credited.length === 0) return { debited: [], write: () => {} };
  const entries = await tx.getAll(...credited.map((item) => item.ref));
  const debits: Debit[] = [];
  for (const [index, snapshot] of entries.entries()) {
    if (!snapshot.exists) continue;
    const { payeeId } = credited[index];
    const earlier = await tx.getAll(
      ...TAKE_BACK_KINDS.map((each) =>
        db.doc(`ledger/${takeBackEntryId(record.snapshot.id, payeeId, each)}`),
      ),
    );
    if (earlier.some((item) => item.exists)) continue;
    const settled = snapshot.data() as LedgerEntry;
    const pence = takeBackPence(settled, tickets ? Number(data.totalPence) || 0 : null);
    if (pence <= 0) continue;
    const entry = takeBackEntry({
      kind,
      recordId: record.snapshot.id,
      credited: { ...settled, payeeId },
      quantity: tickets ? Number(data.quantity) || 0 : settled.quantity,
      pence,
      now,
    });
    const account = await tx.get(db.doc(`managers/${payeeId}/private/account`));
    debits.push({ entry, account });
  }
  return {
    debited: debits.map((debit) => debit.entry),
    write: () => {
      for (const { entry, account } of debits) {
        createLedgerEntry(tx, db, entry);
        updateDocument(tx, 'merge', account.ref, privateAccountDocument, {
          currentBalance: fromPence(toPence(account.get('currentBalance')) + entry.amountPence),
        });
      }
    },
  };
}
