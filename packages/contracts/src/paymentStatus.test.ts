import { describe, expect, it } from 'vitest';
import {
  disputeStatusOf,
  nextDispute,
  nextPaymentStatus,
  owedBack,
  PAYMENT_STATUSES,
  paymentStatusOf,
} from './paymentStatus';

describe('the payment state machine', () => {
  it('takes a held payment to captured, released or lapsed', () => {
    expect(nextPaymentStatus('authorized', 'capture')).toBe('captured');
    expect(nextPaymentStatus('authorized', 'release')).toBe('released');
    expect(nextPaymentStatus('authorized', 'lapse')).toBe('lapsed');
  });

  it('owes money back once what it paid for is called off, however often that is said', () => {
    expect(nextPaymentStatus('captured', 'callOff')).toBe('refund-due');
    expect(nextPaymentStatus('authorized', 'callOff')).toBe('release-due');
    // Cancel, then delete: the second call-off changes nothing (it used to append a second suffix).
    expect(nextPaymentStatus('refund-due', 'callOff')).toBe('refund-due');
    expect(nextPaymentStatus('release-due', 'callOff')).toBe('release-due');
  });

  it('refunds a capture that raced the call-off', () => {
    expect(nextPaymentStatus('release-due', 'capture')).toBe('refund-due');
    expect(nextPaymentStatus('refund-due', 'refund')).toBe('refunded');
  });

  it('refuses moves that make no sense, so nothing is written', () => {
    expect(nextPaymentStatus('refunded', 'refund')).toBeNull();
    expect(nextPaymentStatus('captured', 'release')).toBeNull();
    expect(nextPaymentStatus('released', 'capture')).toBeNull();
    expect(nextPaymentStatus('none', 'callOff')).toBeNull();
    expect(nextPaymentStatus('cash-due', 'callOff')).toBeNull();
    expect(nextPaymentStatus('void', 'capture')).toBeNull();
    expect(nextPaymentStatus(undefined, 'refund')).toBeNull();
  });

  it('reads the suffixed statuses written before it existed', () => {
    expect(paymentStatusOf('captured-cancelled')).toBe('refund-due');
    expect(paymentStatusOf('captured-cancelled-cancelled')).toBe('refund-due');
    expect(paymentStatusOf('authorized-cancelled')).toBe('release-due');
    expect(nextPaymentStatus('captured-cancelled-cancelled', 'refund')).toBe('refunded');
    expect(paymentStatusOf('cash-due-cancelled')).toBeNull();
  });

  it('says what is owed back, and how', () => {
    expect(owedBack('refund-due')).toBe('refund');
    expect(owedBack('captured-cancelled')).toBe('refund');
    expect(owedBack('release-due')).toBe('release');
    for (const status of PAYMENT_STATUSES.filter((s) => !s.endsWith('-due')))
      expect(owedBack(status)).toBeNull();
  });
});

describe('a payment dispute', () => {
  const open = { id: 'dp_1', status: 'open', amountPence: 2_500, at: 1 } as const;
  const won = { ...open, status: 'won', at: 2 } as const;
  const lost = { ...open, status: 'lost', at: 2 } as const;

  it('opens, then is decided once', () => {
    expect(nextDispute(undefined, open)).toEqual(open);
    expect(nextDispute(open, lost)).toEqual(lost);
    expect(nextDispute(open, won)).toEqual(won);
    expect(nextDispute(open, open)).toBeNull();
  });

  it('never moves back, whatever order the reports come in', () => {
    // dispute.closed before dispute.created: the late 'created' changes nothing.
    expect(nextDispute(undefined, lost)).toEqual(lost);
    expect(nextDispute(lost, open)).toBeNull();
    expect(nextDispute(won, open)).toBeNull();
    expect(nextDispute(won, lost)).toBeNull();
    expect(nextDispute(lost, won)).toBeNull();
  });

  it('reads a stored dispute', () => {
    expect(disputeStatusOf(open)).toBe('open');
    expect(disputeStatusOf({ status: 'closed' })).toBeNull();
    expect(disputeStatusOf(undefined)).toBeNull();
  });
});
