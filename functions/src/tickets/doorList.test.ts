import { describe, expect, it } from 'vitest';
import { changesUsable, CLOCK_SKEW_MS, MAX_CHANGES_AGE_MS } from './doorList';

describe('changesUsable', () => {
  const now = 1_750_000_000_000;

  it('answers the changes since a recent list', () => {
    expect(changesUsable(now - 60_000, now)).toBe(true);
    expect(changesUsable(now - MAX_CHANGES_AGE_MS, now)).toBe(true);
    // Firestore's read time a moment ahead of this instance's clock.
    expect(changesUsable(now + CLOCK_SKEW_MS, now)).toBe(true);
  });

  it('sends the whole list on the first call, for a list too old, and for a time the server has not reached', () => {
    expect(changesUsable(undefined, now)).toBe(false);
    expect(changesUsable(now - MAX_CHANGES_AGE_MS - 1, now)).toBe(false);
    expect(changesUsable(now + CLOCK_SKEW_MS + 1, now)).toBe(false);
  });
});
