import { describe, expect, it } from 'vitest';
import { bookedOnOrAfter, withoutSlot } from './slotDeletion';

describe('bookedOnOrAfter', () => {
  const bookings = { '2030-06-02': ['a'], '2030-06-03': ['b'], '2030-06-10': ['a', 'b'] };

  it('finds the first booking of the slot from today on', () => {
    expect(bookedOnOrAfter(bookings, 'b', '2030-06-03')).toBe('2030-06-03');
    expect(bookedOnOrAfter(bookings, 'a', '2030-06-03')).toBe('2030-06-10');
  });

  it('ignores bookings in the past, other slots and malformed data', () => {
    expect(bookedOnOrAfter(bookings, 'a', '2030-06-11')).toBeNull();
    expect(bookedOnOrAfter(bookings, 'c', '2030-01-01')).toBeNull();
    expect(bookedOnOrAfter(undefined, 'a', '2030-01-01')).toBeNull();
    expect(bookedOnOrAfter({ '2030-06-10': 'a' }, 'a', '2030-01-01')).toBeNull();
  });
});

describe('withoutSlot', () => {
  it('removes the slot and says it was there', () => {
    expect(withoutSlot([{ id: 'a' }, { id: 'b' }], 'a')).toEqual({ slots: [{ id: 'b' }], found: true });
  });

  it('says when the slot was not there', () => {
    expect(withoutSlot([{ id: 'b' }], 'a')).toEqual({ slots: [{ id: 'b' }], found: false });
    expect(withoutSlot(undefined, 'a')).toEqual({ slots: [], found: false });
  });
});
