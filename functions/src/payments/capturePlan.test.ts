import { describe, expect, it } from 'vitest';
import {
  afterFailedCapture,
  BOOKING_PAYMENTS,
  fieldOf,
  LAPSED_TEXT,
  lapsedNotificationId,
  millisOf,
  TICKET_PURCHASES,
} from './capturePlan';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-26T12:00:00Z');

describe('afterFailedCapture', () => {
  it('lapses a definitely refused capture once the authorisation is older than its lifetime', () => {
    expect(
      afterFailedCapture({ definite: true, authorizedAtMs: now - 7 * DAY - 1, nowMs: now, lifetimeDays: 7 }),
    ).toBe('lapse');
  });

  it('retries a refused capture while the authorisation may still hold', () => {
    expect(
      afterFailedCapture({ definite: true, authorizedAtMs: now - 7 * DAY, nowMs: now, lifetimeDays: 7 }),
    ).toBe('retry');
  });

  it('never lapses an unknown outcome or a record without a time: the money may have been taken', () => {
    expect(
      afterFailedCapture({ definite: false, authorizedAtMs: now - 30 * DAY, nowMs: now, lifetimeDays: 7 }),
    ).toBe('retry');
    expect(afterFailedCapture({ definite: true, authorizedAtMs: null, nowMs: now, lifetimeDays: 7 })).toBe(
      'retry',
    );
  });
});

describe('held payment records', () => {
  it('reads numbers, dates and Firestore timestamps as milliseconds', () => {
    expect(millisOf(now)).toBe(now);
    expect(millisOf(new Date(now))).toBe(now);
    expect(millisOf({ toMillis: () => now })).toBe(now);
    expect(millisOf('yesterday')).toBeNull();
  });

  it("names the fields beside each record's status", () => {
    expect(fieldOf(BOOKING_PAYMENTS, 'captureError')).toBe('captureError');
    expect(fieldOf(TICKET_PURCHASES, 'captureError')).toBe('payment.captureError');
  });

  it('gives each lapsed record one notification id', () => {
    expect(lapsedNotificationId(BOOKING_PAYMENTS, 'evt-1')).toBe('lapsed-booking-evt-1');
    expect(lapsedNotificationId(TICKET_PURCHASES, 'evt-1')).toBe('lapsed-tickets-evt-1');
  });

  it('tells the owner what was not collected and what became unpaid', () => {
    expect(LAPSED_TEXT.booking(19_550, 'Salsa Night').message).toBe(
      'The card payment of £195.50 for "Salsa Night" could not be collected before its authorisation expired, so its bookings are unpaid.',
    );
    expect(LAPSED_TEXT.tickets(2_500, 2, 'Salsa Night', 'Ben').message).toBe(
      'The card payment of £25.00 for 2 tickets to "Salsa Night" (Ben) could not be collected before its authorisation expired, so those tickets are unpaid.',
    );
  });
});
