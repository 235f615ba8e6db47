import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@/domain/entities';

// The platform is British (prices in £), so English dates read the British way.
const LOCALES: Record<string, string> = { en: 'en-GB' };

// Calendar dates are formatted as UTC midnights so no time zone can move them to a neighbouring day.
const utcDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

export interface DisplayFormat {
  date: (date: CalendarDate) => string;
  weekday: (date: CalendarDate) => string;
  price: (pounds: number) => string;
}

/** Calendar dates, weekday names and GBP prices in the screen's language. */
export function useDisplayFormat(): DisplayFormat {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekdays = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const prices = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
    // A malformed stored date or price shows as blank rather than breaking the whole table.
    const safely = (format: (date: Date) => string) => (date: CalendarDate) => {
      const instant = utcDate(date);
      return Number.isNaN(instant.getTime()) ? '' : format(instant);
    };
    return {
      date: safely((instant) => dates.format(instant)),
      weekday: safely((instant) => weekdays.format(instant)),
      price: (pounds) => (Number.isFinite(pounds) ? prices.format(pounds) : ''),
    };
  }, [locale]);
}
