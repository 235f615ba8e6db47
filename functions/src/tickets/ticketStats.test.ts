import { describe, expect, it } from 'vitest';
import { emptyTally, tallyTickets } from './ticketStats';

describe('tallyTickets', () => {
  it('counts tickets, pence, check-ins, packages and distinct holders across pages', () => {
    const first = tallyTickets(emptyTally(), [
      { userId: 'ben', amountPaid: 12.5, ticketType: 'Standard', isCheckedIn: true },
      { userId: 'ben', amountPaid: 12.5, ticketType: 'Standard', isCheckedIn: false },
    ]);
    const both = tallyTickets(first, [
      { userId: 'alice', amountPaid: 0.1, ticketType: 'VIP' },
      { userId: 'ben', amountPaid: 0.2 },
    ]);
    expect(both).toEqual({
      sold: 4,
      revenuePence: 2530,
      checkedIn: 1,
      holders: 2,
      packages: { Standard: 3, VIP: 1 },
      byHolder: { ben: 3, alice: 1 },
    });
    expect(first.sold).toBe(2);
  });
});
