import { describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS, refusalInDetails, refusalText } from './refusals';

describe('refusal texts', () => {
  it("keeps the spec's spellings", () => {
    expect(REFUSAL_TEXTS.slotAlreadyBooked).toBe('Booking aleady exists for this slot');
    expect(REFUSAL_TEXTS.eventHasTickets).toBe('Sorry! Unable to delete. Event contains tickets.');
  });

  it('fills in parameters and leaves other text alone', () => {
    expect(refusalText('onlyTicketsLeft', { left: 2, detail: 'VIP' })).toBe(
      'Sorry! Only 2 tickets left for VIP.',
    );
    expect(refusalText('signInFirst')).toBe('Sign in first.');
  });
});

describe('refusalInDetails', () => {
  it('reads a known reason and keeps only printable figures', () => {
    expect(
      refusalInDetails({ reason: 'onlyTicketsLeft', params: { left: 2, detail: 'VIP', extra: {} } }),
    ).toEqual({
      reason: 'onlyTicketsLeft',
      params: { left: 2, detail: 'VIP' },
    });
  });

  it('is null for details without a known reason', () => {
    expect(refusalInDetails(undefined)).toBeNull();
    expect(refusalInDetails({ reason: 'somethingNew' })).toBeNull();
    expect(refusalInDetails('eventHasTickets')).toBeNull();
  });
});
