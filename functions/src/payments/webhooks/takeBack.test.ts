import { describe, expect, it } from 'vitest';
import { takeBackPence } from './takeBack';

describe('what a payee gives back', () => {
  // £100 of tickets credited as £85 after tax and fees.
  const tickets = { grossPence: 10_000, amountPence: 8_500 };

  it("is a ticket purchase's share of what the entry credited", () => {
    expect(takeBackPence(tickets, 2_500)).toBe(2_125);
    expect(takeBackPence(tickets, 333)).toBe(283);
  });

  it('never more than the entry credited, nor below nothing', () => {
    expect(takeBackPence(tickets, 50_000)).toBe(8_500);
    expect(takeBackPence(tickets, 0)).toBe(0);
    expect(takeBackPence({ grossPence: 0, amountPence: 0 }, 100)).toBe(0);
  });

  it("is a booking's whole entry", () => {
    expect(takeBackPence({ grossPence: 19_550, amountPence: 17_595 }, null)).toBe(17_595);
  });
});
