import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The platform is British, so English times read the British way (as the app's dates do).
const LOCALES: Record<string, string> = { en: 'en-GB' };

/** Clock times of scans and of the ticket list, in the screen's language. */
export function useTimeFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(
    () => ({
      time: (at: number) =>
        new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at),
      dateTime: (at: number) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(at),
    }),
    [locale],
  );
}
