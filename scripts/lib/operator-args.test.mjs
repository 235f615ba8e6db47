import { describe, expect, it } from 'vitest';
import { parseOperatorArgs, settlementInstant } from './operator-args.mjs';

describe('parseOperatorArgs', () => {
  it('reads status commands', () => {
    expect(parseOperatorArgs(['approve', 'a@b.co'])).toMatchObject({
      kind: 'status',
      to: 'active',
      from: ['pending'],
    });
    expect(parseOperatorArgs(['suspend', 'a@b.co'])).toMatchObject({ to: 'suspended' });
    expect(parseOperatorArgs(['reactivate', 'a@b.co'])).toMatchObject({ to: 'active', from: ['suspended'] });
  });

  it('reads typed config changes', () => {
    expect(parseOperatorArgs(['config', 'a@b.co', 'platformFees=2.5', 'noFreeEvents=true'])).toEqual({
      kind: 'config',
      command: 'config',
      email: 'a@b.co',
      changes: { platformFees: 2.5, noFreeEvents: true },
    });
  });

  it('rejects bad input with a clear message', () => {
    expect(() => parseOperatorArgs([])).toThrow(/usage/);
    expect(() => parseOperatorArgs(['approve', 'not-an-email'])).toThrow(/not an e-mail/);
    expect(() => parseOperatorArgs(['promote', 'a@b.co'])).toThrow(/Unknown command "promote"/);
    expect(() => parseOperatorArgs(['config', 'a@b.co'])).toThrow(/at least one key=value/);
    expect(() => parseOperatorArgs(['config', 'a@b.co', 'currentBalance=9'])).toThrow(/Unknown config key/);
    expect(() => parseOperatorArgs(['config', 'a@b.co', 'noFreeEvents=yes'])).toThrow(/true or false/);
    expect(() => parseOperatorArgs(['config', 'a@b.co', 'platformFees=-1'])).toThrow(/0 or more/);
    expect(() => parseOperatorArgs(['config', 'a@b.co', 'platformFees=150'])).toThrow(/at most 100/);
    expect(() => parseOperatorArgs(['config', 'a@b.co', 'noOfFeaturedEventsAllowed=1.5'])).toThrow(
      /whole number/,
    );
  });
});

describe('settlementInstant', () => {
  it('pretends it is the end of a given day, a given instant, or now', () => {
    expect(settlementInstant('2027-01-31').toISOString()).toBe('2027-01-31T23:59:59.000Z');
    expect(settlementInstant('2027-01-31T10:00:00Z').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(Math.abs(settlementInstant(undefined).getTime() - Date.now())).toBeLessThan(5_000);
    expect(() => settlementInstant('someday')).toThrow('Not a date: someday');
  });
});
