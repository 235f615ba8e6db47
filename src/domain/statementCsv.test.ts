import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './payments';
import { statementCsv } from './statementCsv';

const labels = {
  date: 'Date',
  description: 'Description',
  event: 'Event',
  gross: 'Gross',
  fees: 'Fees',
  amount: 'Amount',
  kinds: {
    booking: 'Booking',
    tickets: 'Tickets',
    cashCollected: 'Cash',
    withdrawal: 'Withdrawal',
    withdrawalReturned: 'Returned',
    refundAfterSettlement: 'Refunded after payment',
    disputeLost: 'Dispute lost',
    payoutFailed: 'Payout failed',
  },
};

const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'x',
  payeeId: 'u',
  kind: 'booking',
  eventId: 'e',
  eventTitle: 'Salsa, "Live"',
  eventDate: 0,
  quantity: 1,
  grossPence: 15_000,
  platformPence: 1_500,
  taxPence: 0,
  amountPence: 13_500,
  credited: true,
  lines: [],
  withdrawalId: null,
  createdAt: Date.UTC(2030, 6, 1, 18, 5),
  ...fields,
});

describe('statementCsv', () => {
  it('writes a header and one row per entry, signed pounds, quoted text, CRLF', () => {
    const csv = statementCsv(
      [
        entry({}),
        entry({
          kind: 'withdrawal',
          eventTitle: '=cmd',
          grossPence: 13_500,
          platformPence: 0,
          amountPence: -13_500,
        }),
      ],
      labels,
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Event,Gross,Fees,Amount',
      '2030-07-01 19:05,Booking,"Salsa, ""Live""",150.00,15.00,135.00',
      "2030-07-01 19:05,Withdrawal,'=cmd,135.00,0.00,-135.00",
      '',
    ]);
  });

  it('writes refunds, lost disputes and failed payouts as the movements they are', () => {
    const csv = statementCsv(
      [
        entry({ kind: 'refundAfterSettlement', grossPence: 2_125, platformPence: 0, amountPence: -2_125 }),
        entry({ kind: 'disputeLost', grossPence: 17_595, platformPence: 0, amountPence: -17_595 }),
        entry({
          kind: 'payoutFailed',
          eventTitle: '',
          grossPence: 4_000,
          platformPence: 0,
          amountPence: 4_000,
        }),
      ],
      labels,
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      '2030-07-01 19:05,Refunded after payment,"Salsa, ""Live""",21.25,0.00,-21.25',
      '2030-07-01 19:05,Dispute lost,"Salsa, ""Live""",175.95,0.00,-175.95',
      '2030-07-01 19:05,Payout failed,,40.00,0.00,40.00',
    ]);
  });
});
