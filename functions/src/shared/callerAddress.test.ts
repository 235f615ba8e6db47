import { describe, expect, it } from 'vitest';
import { addressKey, callerAddress, callerNetwork } from './callerAddress';

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

describe('addressKey', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:2::7]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4, and IPv4 whole', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('keeps anything that is no address as written, lower-cased', () => {
    expect(addressKey(' Unknown ')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});

describe('callerNetwork', () => {
  it("is the addressKey of the caller's address", () => {
    expect(callerNetwork(forwarded('1.2.3.4, 2001:db8:1:2::99'), 1)).toBe('2001:db8:1:2::/64');
    expect(callerNetwork(forwarded('203.0.113.7'), 2)).toBeNull();
  });
});
