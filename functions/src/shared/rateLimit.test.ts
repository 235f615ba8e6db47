import { describe, expect, it } from 'vitest';
import { windowCounter } from './rateLimit';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

describe('windowCounter', () => {
  it('is one document per kind, key and window, ending with the window, and holds no key', () => {
    const first = windowCounter('saleView', '2001:db8:1:2::/64', at('2030-06-01T10:00:05Z'), MINUTE);
    expect(windowCounter('saleView', '2001:db8:1:2::/64', at('2030-06-01T10:00:59Z'), MINUTE)).toEqual(first);
    expect(windowCounter('saleView', '2001:db8:1:2::/64', at('2030-06-01T10:01:00Z'), MINUTE).id).not.toBe(
      first.id,
    );
    expect(windowCounter('saleView', '203.0.113.7', at('2030-06-01T10:00:05Z'), MINUTE).id).not.toBe(
      first.id,
    );
    expect(windowCounter('other', '2001:db8:1:2::/64', at('2030-06-01T10:00:05Z'), MINUTE).id).not.toBe(
      first.id,
    );
    expect(first.expiresAt.toISOString()).toBe('2030-06-01T10:01:00.000Z');
    expect(first.id).toMatch(/^saleView_[0-9a-f]{32}_\d+$/);
    expect(first.id).not.toContain('2001');
  });
});
