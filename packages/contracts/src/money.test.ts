import { describe, expect, it } from 'vitest';
import { formatPence, fromPence, isWholePence, percentOf, toPence } from './money';

describe('toPence', () => {
  it('rounds half a penny away from zero, float noise dropped first', () => {
    expect(toPence(1.005)).toBe(101);
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(-1.005)).toBe(-101);
    expect(toPence(52.4999999999)).toBe(5250);
  });

  it('reads anything that is not a finite number as nothing', () => {
    expect(toPence(undefined)).toBe(0);
    expect(toPence('12')).toBe(0);
    expect(toPence(Number.NaN)).toBe(0);
  });

  it('round-trips whole pence', () => {
    expect(fromPence(toPence(45))).toBe(45);
    expect(fromPence(1999)).toBe(19.99);
  });
});

describe('isWholePence', () => {
  it('accepts prices with at most two decimals and refuses fractions of a penny', () => {
    expect(isWholePence(19.99)).toBe(true);
    expect(isWholePence(45)).toBe(true);
    expect(isWholePence(1.005)).toBe(false);
    expect(isWholePence(0.001)).toBe(false);
  });
});

describe('percentOf', () => {
  it('rounds once, at the end', () => {
    expect(percentOf(1001, 10)).toBe(100);
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1000, undefined)).toBe(0);
  });
});

describe('formatPence', () => {
  it('writes pounds with the sign, thousands grouped and two decimals, never -£0.00', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(-1250)).toBe('-£12.50');
    expect(formatPence(-0)).toBe('£0.00');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
  });
});
