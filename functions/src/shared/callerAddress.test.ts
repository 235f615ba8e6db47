import { describe, expect, it } from 'vitest';
import { callerAddress } from './callerAddress';

const forwarded = (value: string | string[]) => ({ headers: { 'x-forwarded-for': value } });

describe('callerAddress', () => {
  it("takes the entry Google's front end appended, whatever the client put before it", () => {
    expect(callerAddress(forwarded('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(callerAddress(forwarded('1.2.3.4, 5.6.7.8, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(callerAddress(forwarded(['1.2.3.4', '203.0.113.7']), 1)).toBe('203.0.113.7');
  });

  it('counts back one entry per trusted proxy', () => {
    expect(callerAddress(forwarded('1.2.3.4, 203.0.113.7, 10.0.0.1'), 2)).toBe('203.0.113.7');
  });

  it('names no address when the header holds fewer entries than the proxies in front', () => {
    expect(callerAddress(forwarded('203.0.113.7'), 2)).toBeNull();
    expect(callerAddress({ headers: {} }, 1)).toBeNull();
    expect(callerAddress(undefined, 1)).toBeNull();
  });
});
