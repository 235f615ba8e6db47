import { useTranslation } from 'react-i18next';
import { Button, ListGroup, ListGroupItem } from 'reactstrap';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import type { Slot } from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';

interface DraftSlotListProps {
  slots: readonly Slot[];
  onRemove: (slotId: string) => void;
  /** A message key in the `availability` namespace, shown under the list. */
  error?: string;
}

/** The slots added for the chosen start date so far; removing them all unlocks the date again. */
export function DraftSlotList({ slots, onRemove, error }: DraftSlotListProps) {
  const { t } = useTranslation(['availability', 'slots']);
  const format = useDisplayFormat();
  return (
    <section className="mb-3" aria-label={t('add.slotsForDate')}>
      <h2 className="h6 mb-2">{t('add.slotsForDate')}</h2>
      {slots.length === 0 ? (
        <p className={error ? 'mb-1 text-muted' : 'text-muted'}>{t('add.noSlots')}</p>
      ) : (
        <ListGroup className="mb-2">
          {slots.map((slot) => (
            <ListGroupItem key={slot.id} className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-medium me-auto">
                {slot.title}
                <span className="d-block small text-muted fw-normal">
                  {t(slot.recurring ? 'add.slotSummaryWeekly' : 'add.slotSummary', {
                    type: t(`slots:types.${SLOT_TYPE_KEYS[slot.type]}`),
                    time: t('table.timeRange', { start: slot.startTime, end: slot.endTime }),
                    price: format.price(slot.price),
                    date: format.date(slot.availableTill),
                  })}
                </span>
              </span>
              <Button
                size="sm"
                color="danger"
                outline
                onClick={() => onRemove(slot.id)}
                aria-label={t('add.removeSlot', { title: slot.title })}
              >
                {t('add.remove')}
              </Button>
            </ListGroupItem>
          ))}
        </ListGroup>
      )}
      {error ? <div className="invalid-feedback d-block">{t(error)}</div> : null}
    </section>
  );
}
