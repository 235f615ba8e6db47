import { describe, expect, it } from 'vitest';
import { hasSlot, isTogglableDate, toggledIds } from './venueSlots';

const availability = [
  {
    startDate: { year: 2030, month: 1, day: 7 },
    slots: [
      { id: 'a', price: 40 },
      { id: 'b', price: 25 },
    ],
  },
  { startDate: { year: 2030, month: 1, day: 8 }, slots: [{ id: 'c', price: 60 }] },
];

describe('isTogglableDate', () => {
  it('takes days from today to the booking horizon only', () => {
    expect(isTogglableDate('2030-01-07', '2030-01-07', '2032-01-08')).toBe(true);
    expect(isTogglableDate('2032-01-08', '2030-01-07', '2032-01-08')).toBe(true);
    expect(isTogglableDate('2030-01-06', '2030-01-07', '2032-01-08')).toBe(false);
    expect(isTogglableDate('2032-01-09', '2030-01-07', '2032-01-08')).toBe(false);
    expect(isTogglableDate('9999-12-31', '2030-01-07', '2032-01-08')).toBe(false);
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

describe('hasSlot', () => {
  it('finds slots across entries', () => {
    expect(hasSlot(availability, 'c')).toBe(true);
    expect(hasSlot(availability, 'z')).toBe(false);
    expect(hasSlot('nonsense', 'a')).toBe(false);
  });
});
