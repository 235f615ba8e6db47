import { formatGBP, groupThousands } from '@/domain/money';

/** Counts on axes, tooltips and cards: whole numbers with thousands separators. */
export const formatCount = (value: number): string => groupThousands(Math.round(value));
export const formatMoney = (value: number): string => formatGBP(value);
