import { describe, expect, it } from 'vitest';
import { emailCheckCounterExpiry, emailCheckCounterId, mayCheckAgain } from './emailCheckLimit';

describe('emailCheckCounterId', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is the same for one address within a window and changes with the window or the address', () => {
    const first = emailCheckCounterId('203.0.113.7', at('2030-06-01T10:00:00Z'), 15);
    expect(emailCheckCounterId('203.0.113.7', at('2030-06-01T10:14:59Z'), 15)).toBe(first);
    expect(emailCheckCounterId('203.0.113.7', at('2030-06-01T10:15:00Z'), 15)).not.toBe(first);
    expect(emailCheckCounterId('203.0.113.8', at('2030-06-01T10:00:00Z'), 15)).not.toBe(first);
  });

  it('stores no address, only a hash of it', () => {
    const id = emailCheckCounterId('203.0.113.7', at('2030-06-01T10:00:00Z'), 15);
    expect(id).not.toContain('203');
    expect(id).toMatch(/^accountEmail_[0-9a-f]{32}_\d+$/);
  });
});

describe('emailCheckCounterExpiry', () => {
  it('is the end of the window', () => {
    expect(emailCheckCounterExpiry(Date.parse('2030-06-01T10:05:00Z'), 15).toISOString()).toBe(
      '2030-06-01T10:15:00.000Z',
    );
  });
});

describe('mayCheckAgain', () => {
  it('allows checks up to the limit and refuses the next', () => {
    expect(mayCheckAgain(0, 10)).toBe(true);
    expect(mayCheckAgain(9, 10)).toBe(true);
    expect(mayCheckAgain(10, 10)).toBe(false);
  });
});
