import { LEDGER_KINDS } from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import type { LedgerEntry, LedgerLine } from '@/domain/payments';

// Data model.
// ledger/{entryId}: one change of an account's balance (settlement credits, withdrawals and their returns) or a slot
//   paid in cash, written only by the settlement and withdrawal functions. Only the payee reads it, so every query
//   filters on payeeId, and lists are at most 100 long: the rules require both.

export const STATEMENT_LIMIT = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;

function lineOf(value: unknown): LedgerLine {
  const line = (value ?? {}) as Record<string, unknown>;
  return {
    name: text(line.name),
    quantity: whole(line.quantity),
    grossPence: whole(line.grossPence),
    platformPence: whole(line.platformPence),
    taxPence: whole(line.taxPence),
    transferPence: whole(line.transferPence),
  };
}

export function ledgerEntryOf(id: string, data: Record<string, unknown>): LedgerEntry {
  const kind = LEDGER_KINDS.find((known) => known === data.kind) ?? 'booking';
  return {
    id,
    payeeId: text(data.payeeId),
    kind,
    eventId: typeof data.eventId === 'string' ? data.eventId : null,
    eventTitle: text(data.eventTitle),
    eventDate: typeof data.eventDate === 'number' ? data.eventDate : null,
    quantity: whole(data.quantity),
    grossPence: whole(data.grossPence),
    platformPence: whole(data.platformPence),
    taxPence: whole(data.taxPence),
    amountPence: whole(data.amountPence),
    credited: data.credited === true,
    lines: Array.isArray(data.lines) ? data.lines.map(lineOf) : [],
    withdrawalId: typeof data.withdrawalId === 'string' ? data.withdrawalId : null,
    createdAt: whole(data.createdAt),
  };
}

/** The account's newest entries, newest first: its statement. */
async function listForPayee(uid: string, limit = STATEMENT_LIMIT): Promise<LedgerEntry[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'ledger'),
      sdk.where('payeeId', '==', uid),
      sdk.orderBy('createdAt', 'desc'),
      sdk.limit(limit),
    ),
  );
  return snapshot.docs.map((doc) => ledgerEntryOf(doc.id, toPlain(doc.data())));
}

/** The account's entries for one event (a booking, tickets, cash: a few at most). */
async function listForEvent(uid: string, eventId: string): Promise<LedgerEntry[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'ledger'),
      sdk.where('payeeId', '==', uid),
      sdk.where('eventId', '==', eventId),
      sdk.limit(20),
    ),
  );
  return snapshot.docs.map((doc) => ledgerEntryOf(doc.id, toPlain(doc.data())));
}

export const ledgerService = {
  listForPayee,
  listForEvent,
};
