import { describe, expect, it } from 'vitest';
import { isDoorStaff, staffIdsOf } from './ticketStaff';

describe('staffIdsOf', () => {
  it("lists the event's creator, its venue's owner and its managers once each", () => {
    expect(staffIdsOf({ createdBy: 'orla', managersId: ['marco', 'orla'] }, 'olivia')).toEqual([
      'orla',
      'olivia',
      'marco',
    ]);
    expect(staffIdsOf({ createdBy: 'orla' }, null)).toEqual(['orla']);
    expect(staffIdsOf({ managersId: 'marco' }, '')).toEqual([]);
  });
});

describe('isDoorStaff', () => {
  it('admits an active account among the staff only', () => {
    expect(isDoorStaff('marco', 'active', ['orla', 'marco'])).toBe(true);
    expect(isDoorStaff('marco', 'suspended', ['orla', 'marco'])).toBe(false);
    expect(isDoorStaff('stranger', 'active', ['orla', 'marco'])).toBe(false);
  });
});
