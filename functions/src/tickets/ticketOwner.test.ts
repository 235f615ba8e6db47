import { describe, expect, it } from 'vitest';
import { missingEventOwner } from './ticketOwner';

describe('missingEventOwner', () => {
  it("is the event's creator when the ticket has no owner or a wrong one", () => {
    expect(missingEventOwner({}, 'owner-1')).toBe('owner-1');
    expect(missingEventOwner({ eventOwnerId: 'someone-else' }, 'owner-1')).toBe('owner-1');
  });

  it('is null when the ticket already names the owner', () => {
    expect(missingEventOwner({ eventOwnerId: 'owner-1' }, 'owner-1')).toBeNull();
  });

  it('is null when the event has no usable creator', () => {
    expect(missingEventOwner({}, undefined)).toBeNull();
    expect(missingEventOwner({}, '')).toBeNull();
    expect(missingEventOwner({}, 42)).toBeNull();
  });
});
