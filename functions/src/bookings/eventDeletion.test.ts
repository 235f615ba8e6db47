import { describe, expect, it } from 'vitest';
import { deletionRefusal, releaseHolds } from './eventDeletion';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2030, 0, 7, 12);

describe('deletionRefusal', () => {
  it('refuses an event with tickets first, whatever its orders', () => {
    expect(deletionRefusal('active', true, [{ bookingDate: now + 10 * DAY }], now)).toBe('tickets');
  });

  it('refuses when any order is less than 2 days away (the message says 3, as the spec has it)', () => {
    expect(
      deletionRefusal(
        'active',
        false,
        [{ bookingDate: now + 10 * DAY }, { bookingDate: now + 2 * DAY - 1 }],
        now,
      ),
    ).toBe('too-late');
  });

  it('allows an event whose orders are all 2 days away or more, or that has none', () => {
    expect(deletionRefusal('active', false, [{ bookingDate: now + 2 * DAY }], now)).toBeNull();
    expect(deletionRefusal('active', false, [], now)).toBeNull();
  });

  it('refuses a cancelled event before anything else: it stays until its refunds are made', () => {
    expect(deletionRefusal('cancelled', false, [], now)).toBe('cancelled');
    expect(deletionRefusal('cancelled', true, [{ bookingDate: now }], now)).toBe('cancelled');
  });
});

describe('releaseHolds', () => {
  const doc = {
    bookings: { '2030-01-14': ['evening', 'afternoon', 'blocked'], '2030-01-21': ['evening'] },
    orders: { '2030-01-14': { evening: 'o1', afternoon: 'o2' }, '2030-01-21': { evening: 'o3' } },
  };

  it("frees only the slots this event's orders hold and drops emptied days", () => {
    expect(
      releaseHolds(doc, [
        { date: '2030-01-14', slotId: 'evening', orderId: 'o1' },
        { date: '2030-01-21', slotId: 'evening', orderId: 'o3' },
      ]),
    ).toEqual({
      bookings: { '2030-01-14': ['afternoon', 'blocked'] },
      orders: { '2030-01-14': { afternoon: 'o2' } },
    });
  });

  it("never lifts an owner's block or another order's hold", () => {
    expect(
      releaseHolds(doc, [
        { date: '2030-01-14', slotId: 'blocked', orderId: 'o9' },
        { date: '2030-01-14', slotId: 'afternoon', orderId: 'o9' },
      ]),
    ).toEqual(doc);
  });

  it('leaves the input unchanged', () => {
    const copy = structuredClone(doc);
    releaseHolds(doc, [{ date: '2030-01-14', slotId: 'evening', orderId: 'o1' }]);
    expect(doc).toEqual(copy);
  });
});
