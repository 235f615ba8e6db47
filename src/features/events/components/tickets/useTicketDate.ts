import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TIME_ZONE } from '@/domain/calendarFile';

// The platform is British: English dates read the British way, and times are London's, where events happen.
const LOCALES: Record<string, string> = { en: 'en-GB' };

/** A purchase instant (epoch ms) as a short date and time in the screen's language; blank when unreadable. */
export function useTicketDate(): (ms: number) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: EVENT_TIME_ZONE,
    });
    return (ms: number) => (Number.isFinite(ms) && ms > 0 ? format.format(ms) : '');
  }, [locale]);
}
