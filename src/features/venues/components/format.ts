import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@/domain/entities';

// The platform is British (prices in £), so English dates read the British way.
const LOCALES: Record<string, string> = { en: 'en-GB' };

// Calendar dates are formatted as UTC midnights so no time zone can move them to a neighbouring day.
const utcDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

export interface VenueFormat {
  date: (date: CalendarDate) => string;
  weekday: (date: CalendarDate) => string;
  price: (pounds: number) => string;
}

/** Dates, weekday names and prices in the screen's language. */
export function useVenueFormat(): VenueFormat {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const weekdays = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const prices = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
    return {
      date: (date) => dates.format(utcDate(date)),
      weekday: (date) => weekdays.format(utcDate(date)),
      price: (pounds) => prices.format(pounds),
    };
  }, [locale]);
}
