import { addPounds, formatGBP, fromPence, groupThousands, roundPounds, toPence } from './money';

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

  it('writes what en-GB currency formatting writes, across magnitudes and signs', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pounds of [
      0.01, 0.5, 9.99, 10, 99.5, 100, 999.99, 1000, 12_345.67, 999_999.99, 1_234_567.8, -0.5, -1234.56,
    ])
      expect(formatGBP(pounds)).toBe(intl.format(pounds));
  });
});

describe('groupThousands', () => {
  it('groups whole numbers in threes', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
