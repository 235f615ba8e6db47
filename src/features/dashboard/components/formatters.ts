import { formatGBP, groupThousands } from '@/domain/money';

/** Counts on axes, tooltips and cards: whole numbers with thousands separators. */
export const formatCount = (value: number): string => {
  const whole = Math.round(value);
  return whole < 0 ? `-${groupThousands(whole)}` : groupThousands(whole);
};
export const formatMoney = (value: number): string => formatGBP(value);
