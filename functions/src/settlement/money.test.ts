import { describe, expect, it } from 'vitest';
import { fromPence, percentOf, toPence } from './money';

describe('money in pence', () => {
  it('converts pounds to whole pence without float drift', () => {
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(12.345)).toBe(1235);
    expect(toPence(-1.005)).toBe(-101);
    expect(toPence('12')).toBe(0);
    expect(toPence(Number.NaN)).toBe(0);
    expect(fromPence(1235)).toBe(12.35);
  });

  it('takes a percentage once, rounded to the nearest penny', () => {
    expect(percentOf(10_000, 10)).toBe(1000);
    expect(percentOf(1_250, 2.5)).toBe(31);
    expect(percentOf(333, 33.3)).toBe(111);
    expect(percentOf(1_000, undefined)).toBe(0);
    expect(percentOf(1_000, 'ten')).toBe(0);
  });
});
