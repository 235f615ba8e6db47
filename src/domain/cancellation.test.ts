import { describe, expect, it } from 'vitest';
import { isCancellable, isCancelled, refundJobOf, refundPercent } from './cancellation';

describe('refundPercent', () => {
  it('is the refunded share of the card tickets, whole percent, and full when there was nothing to refund', () => {
    expect(refundPercent({ totalTickets: 5000, refundedTickets: 1200 })).toBe(24);
    expect(refundPercent({ totalTickets: 3, refundedTickets: 2 })).toBe(66);
    expect(refundPercent({ totalTickets: 0, refundedTickets: 0 })).toBe(100);
    expect(refundPercent({ totalTickets: null, refundedTickets: 0 })).toBe(0);
  });
});

describe('refundJobOf', () => {
  it('lists the declined refunds, largest first, and reads missing numbers as zero', () => {
    const job = refundJobOf('evt-1', {
      status: 'finished',
      totalTickets: 4,
      refundedTickets: 1,
      declined: {
        small: { name: 'Ann', tickets: 1, totalPence: 1_250, reason: 'Card closed.' },
        large: { name: 'Ben', tickets: 2, totalPence: 2_500, reason: 'Declined.' },
      },
    });
    expect(job).toMatchObject({ status: 'finished', totalTickets: 4, refundedTickets: 1, refundedPence: 0 });
    expect(job.declined.map((item) => item.purchaseId)).toEqual(['large', 'small']);
  });
});

describe('isCancellable', () => {
  // 26 November 2026, 7 PM to 10 PM in London (GMT, so UTC too).
  const day = Date.UTC(2026, 10, 26);
  const event = (status: string) => ({ status, date: day, startTime: '7:00 PM', requiredTime: '3 hr 0 min' });
  const ends = Date.UTC(2026, 10, 26, 22);

  it('offers Cancel for a standing event until it ends, never for a completed or cancelled one', () => {
    expect(isCancellable(event('active'), day - 86_400_000)).toBe(true);
    expect(isCancellable(event('inProgress'), ends - 1)).toBe(true);
    expect(isCancellable(event('completed'), day)).toBe(false);
    expect(isCancellable(event('cancelled'), day)).toBe(false);
  });

  it('stops offering Cancel once the event is over, later on its own day too', () => {
    expect(isCancellable(event('active'), ends)).toBe(false);
    expect(isCancellable(event('active'), ends + 60 * 60 * 1000)).toBe(false);
    expect(isCancellable(event('active'), day + 86_400_000 * 2)).toBe(false);
  });
});

describe('isCancelled', () => {
  it('closes only a cancelled event', () => {
    expect(isCancelled({ status: 'cancelled' })).toBe(true);
    for (const status of ['active', 'inProgress', 'completed']) expect(isCancelled({ status })).toBe(false);
  });
});
