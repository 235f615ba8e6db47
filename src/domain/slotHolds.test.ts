import { describe, expect, it } from 'vitest';
import { heldSlotIds } from './slotHolds';

const today = { year: 2030, month: 1, day: 14 };
const holds = {
  '2030-01-07': { past: 'o1' },
  '2030-01-14': { evening: 'o2' },
  '2030-02-04': { evening: 'o3', afternoon: 'o4' },
};

describe('slot holds', () => {
  it('lists each slot held today or later once', () => {
    expect(heldSlotIds(holds, today)).toEqual(['evening', 'afternoon']);
    expect(heldSlotIds({}, today)).toEqual([]);
  });
});
