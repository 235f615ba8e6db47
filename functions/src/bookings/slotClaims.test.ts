import { describe, expect, it } from 'vitest';
import { claimId, mayTakeOver } from './slotClaims';

describe('slot claims', () => {
  it('names a claim by owner, day and slot', () => {
    expect(claimId({ ownerId: 'venue-1', date: '2030-01-14', slotId: 'evening' })).toBe(
      'venue-1_2030-01-14_evening',
    );
  });

  it('takes over only its own claim or one whose booking died', () => {
    const now = 1_000_000;
    expect(mayTakeOver(undefined, 'e1', now)).toBe(true);
    expect(mayTakeOver({ eventId: 'e1', expiresAt: now + 1 }, 'e1', now)).toBe(true);
    expect(mayTakeOver({ eventId: 'e2', expiresAt: now - 1 }, 'e1', now)).toBe(true);
    expect(mayTakeOver({ eventId: 'e2', expiresAt: now + 1 }, 'e1', now)).toBe(false);
    expect(mayTakeOver({ eventId: 'e2' }, 'e1', now)).toBe(false);
  });
});
