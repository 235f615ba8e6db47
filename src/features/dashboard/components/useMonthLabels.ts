import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * Short month names Jan..Dec in the interface language. react-i18next hands out a new t when the language
 * changes, so the list is rebuilt then and stays the same array otherwise (the chart options depend on it).
 */
export function useMonthLabels(): string[] {
  const { t } = useTranslation('dashboard');
  return useMemo(() => MONTH_KEYS.map((key) => t(`months.${key}`)), [t]);
}
