import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { calendarEventOf } from '@/domain/calendarFile';
import type { PlatformEvent } from '../slice/types';
import { showEventsError } from './alerts';
import { downloadCalendarFile } from '@/components/ui/calendarDownload';

/** Downloads event-schedule.ics for the event (spec: date, start time, duration, title, description, location). */
export function AddToCalendarButton({ event }: { event: PlatformEvent }) {
  const { t } = useTranslation('events');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCalendarFile(event);
    } catch {
      await showEventsError(t('notices.calendarFailed'), t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      color="light"
      size="sm"
      className="border"
      disabled={busy || calendarEventOf(event) === null}
      aria-label={t('row.addToCalendarFor', { title: event.title })}
      title={t('row.addToCalendar')}
      onClick={() => void onClick()}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      <span className="d-none d-sm-inline ms-1">{t('row.addToCalendar')}</span>
    </Button>
  );
}
