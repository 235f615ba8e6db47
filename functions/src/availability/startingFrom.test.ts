import { describe, expect, it } from 'vitest';
import { lowestSlotPrice } from './startingFrom';

describe('lowestSlotPrice', () => {
  it('is the lowest price across every entry', () => {
    expect(
      lowestSlotPrice([
        { slots: [{ id: 'a', price: 40 }, { id: 'b', price: 25 }] },
        { slots: [{ id: 'c', price: 30 }] },
      ]),
    ).toBe(25);
  });

  it('is 0 without entries or slots', () => {
    expect(lowestSlotPrice([])).toBe(0);
    expect(lowestSlotPrice([{ slots: [] }, {}])).toBe(0);
  });

  it('keeps fractional prices', () => {
    expect(lowestSlotPrice([{ slots: [{ price: 12.5 }, { price: 19.99 }] }])).toBe(12.5);
  });

  it('skips malformed entries and prices', () => {
    expect(lowestSlotPrice([null, 'x', { slots: 'x' }, { slots: [null, { price: '5' }, { price: Number.NaN }, { price: 8 }] }])).toBe(8);
  });
});
