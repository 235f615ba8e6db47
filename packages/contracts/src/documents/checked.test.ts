import { describe, expect, it } from 'vitest';
import { checkedDocument, checkedFields } from './checked';
import { ledgerDocument, type LedgerDocument } from './ledger';

const entry: LedgerDocument = {
  payeeId: 'uid-1',
  kind: 'withdrawal',
  eventId: null,
  eventTitle: '',
  eventDate: null,
  quantity: 0,
  grossPence: 1250,
  platformPence: 0,
  taxPence: 0,
  amountPence: -1250,
  credited: true,
  lines: [],
  withdrawalId: 'wd-1',
  createdAt: 1_700_000_000_000,
};

describe('checkedDocument', () => {
  it('passes a document its schema holds', () => {
    expect(checkedDocument(ledgerDocument, entry)).toEqual(entry);
  });

  it('throws, naming the field, on a misspelt, missing or mistyped field', () => {
    expect(() => checkedDocument(ledgerDocument, { ...entry, amountPense: 1 } as LedgerDocument)).toThrow(
      /amountPense/,
    );
    const { payeeId: _payeeId, ...withoutPayee } = entry;
    expect(() => checkedDocument(ledgerDocument, withoutPayee as LedgerDocument)).toThrow(/payeeId/);
    expect(() => checkedDocument(ledgerDocument, { ...entry, grossPence: 12.5 })).toThrow(/grossPence/);
    expect(() => checkedDocument(ledgerDocument, { ...entry, kind: 'gift' as 'withdrawal' })).toThrow(/kind/);
  });
});

describe('checkedFields', () => {
  it('passes some fields of the schema, of their kinds', () => {
    expect(checkedFields(ledgerDocument, { credited: false, amountPence: 0 })).toEqual({
      credited: false,
      amountPence: 0,
    });
  });

  it('throws, naming the field, on a misspelt or mistyped field', () => {
    expect(() => checkedFields(ledgerDocument, { credite: false } as Partial<LedgerDocument>)).toThrow(
      /credite/,
    );
    expect(() => checkedFields(ledgerDocument, { grossPence: 12.5 })).toThrow(/grossPence/);
  });
});
