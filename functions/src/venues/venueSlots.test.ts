import { describe, expect, it } from 'vitest';
import { hasSlot, lowestPrice, parseToggleRequest, toggledIds } from './venueSlots';

const availability = [
  { startDate: { year: 2030, month: 1, day: 7 }, slots: [{ id: 'a', price: 40 }, { id: 'b', price: 25 }] },
  { startDate: { year: 2030, month: 1, day: 8 }, slots: [{ id: 'c', price: 60 }] },
];

describe('parseToggleRequest', () => {
  it('accepts a venue id, a YYYY-MM-DD date and a slot id', () => {
    expect(parseToggleRequest({ venueId: 'v1', date: '2030-01-07', slotId: 'a' })).toEqual({
      venueId: 'v1',
      date: '2030-01-07',
      slotId: 'a',
    });
  });

  it.each([
    [null],
    [{ venueId: 'v1', date: '7/1/2030', slotId: 'a' }],
    [{ venueId: '', date: '2030-01-07', slotId: 'a' }],
    [{ venueId: 'v1/x', date: '2030-01-07', slotId: 'a' }],
    [{ venueId: 'v1', date: '2030-01-07', slotId: 3 }],
  ])('refuses %j', (data) => {
    expect(parseToggleRequest(data)).toBeNull();
  });
});

describe('toggledIds', () => {
  it('books a free slot, which makes it inactive', () => {
    expect(toggledIds(['x'], 'a')).toEqual({ ids: ['x', 'a'], active: false });
    expect(toggledIds(undefined, 'a')).toEqual({ ids: ['a'], active: false });
  });

  it('frees a booked slot, which makes it active again', () => {
    expect(toggledIds(['x', 'a'], 'a')).toEqual({ ids: ['x'], active: true });
  });
});

describe('hasSlot and lowestPrice', () => {
  it('finds slots across entries', () => {
    expect(hasSlot(availability, 'c')).toBe(true);
    expect(hasSlot(availability, 'z')).toBe(false);
    expect(hasSlot('nonsense', 'a')).toBe(false);
  });

  it('is the lowest slot price, or 0 without slots', () => {
    expect(lowestPrice(availability)).toBe(25);
    expect(lowestPrice([])).toBe(0);
    expect(lowestPrice(undefined)).toBe(0);
    expect(lowestPrice([{ slots: [] }])).toBe(0);
  });
});
