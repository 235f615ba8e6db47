import { CALENDAR_FILE_NAME } from '@gigvenue/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { calendarEventOf } from '@/domain/calendarFile';
import { purchaseCalendarSource, type PurchaseEvent } from '@/domain/ticketSale';

/**
 * Downloads event-schedule.ics, so the buyer's calendar holds the event with its venue. A link to the file the server
 * makes, not a script's download: pressed before the page has hydrated (a phone still downloading the script), it
 * still works. Nothing for an event whose date or start time cannot be read.
 */
export function CalendarButton({
  purchaseId,
  accessKey,
  event,
}: {
  purchaseId: string;
  accessKey: string;
  event: PurchaseEvent;
}) {
  const { t } = useTranslation('ticketShop');
  if (calendarEventOf(purchaseCalendarSource(event)) === null) return null;
  return (
    <a
      className="btn btn-outline-primary"
      href={paths.ticketCalendar.href(purchaseId, accessKey)}
      download={CALENDAR_FILE_NAME}
    >
      {t('tickets.addToCalendar')}
    </a>
  );
}
