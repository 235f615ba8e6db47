import { describe, expect, it } from 'vitest';
import {
  cardExpiry,
  clearanceStatus,
  lineTotals,
  mergePaymentEvents,
  transferBadge,
  type LedgerEntry,
  type PaymentEventRow,
} from './payments';

const row = (id: string, date: number, extra: Partial<PaymentEventRow> = {}): PaymentEventRow => ({
  id,
  title: id,
  date,
  status: 'active',
  isPaymentCleared: false,
  soldTickets: null,
  revenuePence: 0,
  ...extra,
});

describe('transfer badge and clearance (spec section 4)', () => {
  it.each([
    ['active', false, 'pending', 'pending'],
    ['completed', true, 'transferred', 'success'],
    ['completed', false, 'failed', 'failed'],
    ['inProgress', false, 'failed', 'pending'],
    ['active', true, 'failed', 'pending'],
  ] as const)('%s, cleared %s: badge %s, clearance %s', (status, isPaymentCleared, badge, clearance) => {
    expect(transferBadge({ status, isPaymentCleared })).toBe(badge);
    expect(clearanceStatus({ status, isPaymentCleared })).toBe(clearance);
  });
});

describe('mergePaymentEvents', () => {
  it('lists own and booked-for events newest first, an own event once', () => {
    const own = [row('a', 10, { soldTickets: 3 }), row('b', 30, { soldTickets: 0 })];
    const booked = [row('a', 10), row('c', 20, { revenuePence: 8_000 })];
    expect(mergePaymentEvents(own, booked).map((item) => [item.id, item.soldTickets])).toEqual([
      ['b', 0],
      ['c', null],
      ['a', 3],
    ]);
  });
});

describe('lineTotals', () => {
  it('adds every line of the entries, fees being platform plus tax', () => {
    const entry = (lines: LedgerEntry['lines']) => ({ lines }) as LedgerEntry;
    const totals = lineTotals([
      entry([
        {
          name: 'Standard',
          quantity: 3,
          grossPence: 3_750,
          platformPence: 113,
          taxPence: 188,
          transferPence: 3_449,
        },
      ]),
      entry([
        {
          name: 'Hall, 7:00 PM - 11:00 PM',
          quantity: 1,
          grossPence: 15_000,
          platformPence: 1_500,
          taxPence: 0,
          transferPence: 13_500,
        },
      ]),
    ]);
    expect(totals).toEqual({ quantity: 4, grossPence: 18_750, feesPence: 1_801, transferPence: 16_949 });
  });
});

it('shows a card expiry as MM/YYYY', () => {
  expect(cardExpiry({ exp_month: 4, exp_year: 2031 })).toBe('04/2031');
});
