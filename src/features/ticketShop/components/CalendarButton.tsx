import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCalendarFile } from '@/components/ui/calendarDownload';
import { calendarEventOf } from '@/domain/calendarFile';
import { purchaseCalendarSource, type PurchaseEvent } from '@/domain/ticketSale';

/** Downloads event-schedule.ics, so the buyer's calendar holds the event with its venue. */
export function CalendarButton({ event, onFailed }: { event: PurchaseEvent; onFailed: () => void }) {
  const { t } = useTranslation('ticketShop');
  const [busy, setBusy] = useState(false);
  const source = purchaseCalendarSource(event);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCalendarFile(source);
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline-primary"
      disabled={busy || calendarEventOf(source) === null}
      onClick={() => void onClick()}
    >
      {t('tickets.addToCalendar')}
    </button>
  );
}
