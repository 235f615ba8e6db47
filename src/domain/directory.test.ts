import { describe, expect, it } from 'vitest';
import { isListedManager } from './directory';

describe('isListedManager', () => {
  it('lists an event manager', () => {
    expect(isListedManager({ role: 'eventManager' })).toBe(true);
  });

  it('keeps out the other roles and profiles without a role', () => {
    expect(isListedManager({ role: 'venueOwner' })).toBe(false);
    expect(isListedManager({ role: 'eventOrganizer' })).toBe(false);
    expect(isListedManager({})).toBe(false);
  });
});
