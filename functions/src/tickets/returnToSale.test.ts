import { describe, expect, it } from 'vitest';
import { returnRefusal, unpaidBy } from './returnToSale';

const event = {
  status: 'active',
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
};
// 1 June 2030, 7 PM in London is 18:00 UTC; the event ends at 21:00 UTC.
const before = Date.UTC(2030, 5, 1, 12);

describe('returnRefusal', () => {
  it('lets tickets go back on sale before the end, when none was checked in', () => {
    expect(returnRefusal(event, false, before)).toBeNull();
  });

  it('refuses after the payout, the end or a cancellation, and once a ticket is checked in', () => {
    expect(returnRefusal({ ...event, settledAt: before }, false, before)).toBe('refundAfterPayout');
    expect(returnRefusal(event, false, Date.UTC(2030, 5, 1, 21))).toBe('refundNotNow');
    expect(returnRefusal({ ...event, status: 'cancelled' }, false, before)).toBe('refundNotNow');
    expect(returnRefusal(undefined, false, before)).toBe('refundNotNow');
    const { eventDate: _date, date: _day, ...undated } = event;
    expect(returnRefusal(undated, false, before)).toBe('refundNotNow');
    expect(returnRefusal(event, true, before)).toBe('refundCheckedIn');
  });
});

describe('unpaidBy', () => {
  it('names a refund made outside the app and a lapsed hold, and nothing else', () => {
    expect(unpaidBy({ status: 'refunded', refundedOutside: true })).toBe('outside');
    expect(unpaidBy({ status: 'lapsed' })).toBe('lapsed');
    // The app's own refunds return their tickets themselves.
    expect(unpaidBy({ status: 'refunded' })).toBeNull();
    expect(unpaidBy({ status: 'refund-due' })).toBeNull();
    expect(unpaidBy({ status: 'captured' })).toBeNull();
    expect(unpaidBy(undefined)).toBeNull();
  });
});
