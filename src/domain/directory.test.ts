import { describe, expect, it } from 'vitest';
import { isListedManager } from './directory';

describe('isListedManager', () => {
  it('lists an active event manager', () => {
    expect(isListedManager({ role: 'eventManager', status: 'active' })).toBe(true);
  });

  it('keeps out pending and suspended managers', () => {
    expect(isListedManager({ role: 'eventManager', status: 'pending' })).toBe(false);
    expect(isListedManager({ role: 'eventManager', status: 'suspended' })).toBe(false);
  });

  it('keeps out active accounts of other roles, and records without a role or status', () => {
    expect(isListedManager({ role: 'venueOwner', status: 'active' })).toBe(false);
    expect(isListedManager({ role: 'eventOrganizer', status: 'active' })).toBe(false);
    expect(isListedManager({})).toBe(false);
  });
});
