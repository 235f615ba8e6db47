import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { calendarEventOf } from '@/domain/calendarFile';
import type { PlatformEvent } from '../slice/types';
import { showEventsError } from './alerts';
import { downloadCalendarFile } from './calendarDownload';

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
      <span aria-hidden="true">&#128197;</span> <span className="d-none d-sm-inline">{t('row.addToCalendar')}</span>
    </Button>
  );
}
