import { formatGBP } from '@/domain/money';

/** Counts on axes, tooltips and cards: whole numbers with thousands separators. */
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const formatCount = (value: number): string => integer.format(Math.round(value));
export const formatMoney = (value: number): string => formatGBP(value);
