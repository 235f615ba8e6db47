import { addPounds, formatGBP, fromPence, roundPounds, toPence } from './money';

describe('toPence / fromPence', () => {
  it('converts pounds to whole pence and back', () => {
    expect(toPence(12.5)).toBe(1250);
    expect(toPence(0.29)).toBe(29);
    expect(toPence(1.005)).toBe(101);
    expect(toPence(-2.345)).toBe(-235);
    expect(fromPence(1250)).toBe(12.5);
    expect(fromPence(-235)).toBe(-2.35);
  });

  it('treats a missing or broken amount as zero', () => {
    expect(toPence(Number.NaN)).toBe(0);
    expect(toPence(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('addPounds / roundPounds', () => {
  it('adds without floating-point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addPounds(0.1, 0.2)).toBe(0.3);
    expect(addPounds(15, 15, 15, 12.5, 12.5, 40, 25.25)).toBe(135.25);
    expect(addPounds()).toBe(0);
  });

  it('rounds a database sum to pence', () => {
    expect(roundPounds(0.30000000000000004)).toBe(0.3);
    expect(roundPounds(95.499999999)).toBe(95.5);
  });
});

describe('formatGBP', () => {
  it('shows the pound sign, thousands separators and always two decimals', () => {
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(7)).toBe('£7.00');
    expect(formatGBP(1_000_000)).toBe('£1,000,000.00');
  });

  it('rounds to pence', () => {
    expect(formatGBP(0.1 + 0.2)).toBe('£0.30');
    expect(formatGBP(2.675)).toBe('£2.68');
  });

  it('never shows a negative zero and keeps real negatives', () => {
    expect(formatGBP(-0)).toBe('£0.00');
    expect(formatGBP(-0.001)).toBe('£0.00');
    expect(formatGBP(-5)).toBe('-£5.00');
  });
});
