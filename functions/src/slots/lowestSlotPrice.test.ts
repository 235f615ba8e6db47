import { describe, expect, it } from 'vitest';
import { lowestSlotPrice } from './lowestSlotPrice';

describe('lowestSlotPrice', () => {
  it('is the lowest price across every entry', () => {
    expect(
      lowestSlotPrice([
        {
          slots: [
            { id: 'a', price: 40 },
            { id: 'b', price: 25 },
          ],
        },
        { slots: [{ id: 'c', price: 30 }] },
      ]),
    ).toBe(25);
  });

  it('is 0 without entries or slots', () => {
    expect(lowestSlotPrice([])).toBe(0);
    expect(lowestSlotPrice(undefined)).toBe(0);
    expect(lowestSlotPrice('nonsense')).toBe(0);
    expect(lowestSlotPrice([{ slots: [] }, {}])).toBe(0);
  });

  it('keeps fractional prices', () => {
    expect(lowestSlotPrice([{ slots: [{ price: 12.5 }, { price: 19.99 }] }])).toBe(12.5);
  });

  it('skips malformed entries and prices, and prices under the £1 minimum', () => {
    expect(
      lowestSlotPrice([
        null,
        'x',
        { slots: 'x' },
        {
          slots: [
            null,
            { price: '5' },
            { price: Number.NaN },
            { price: 0 },
            { price: -10 },
            { price: 0.5 },
            { price: 8 },
          ],
        },
      ]),
    ).toBe(8);
  });
});
