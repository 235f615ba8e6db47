import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label, Col, Row } from 'reactstrap';
import { SlotForm } from '@/components/ui/SlotForm';
import type { CalendarDate } from '@/domain/entities';
import { compareDates, dateKey, parseDateKey } from '@/domain/recurrence';
import type { AvailabilityEntry, NewSlot } from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { SlotsTable, type SlotRow } from './SlotsTable';

interface AvailabilityStepProps {
  entries: AvailabilityEntry[];
  /** 'YYYY-MM-DD' of the date input. */
  startDate: string;
  today: CalendarDate;
  onStartDateChange: (value: string) => void;
  onAddSlot: (startDate: CalendarDate, slot: NewSlot) => void;
  onRemoveSlot: (row: SlotRow) => void;
  /** Translation keys of the step's errors, shown once the owner tried to go on. */
  errors: { startDate?: string; slots?: string };
}

/** Step two: weekly slots by start date. Not a form itself, since the slot form inside is one. */
export function AvailabilityStep({ entries, startDate, today, onStartDateChange, onAddSlot, onRemoveSlot, errors }: AvailabilityStepProps) {
  const { t } = useTranslation('venues');
  const format = useDisplayFormat();
  const ids = { date: useId(), day: useId() };
  const parsed = parseDateKey(startDate);
  // Slots cannot start in the past, so Add Slot stays disabled until a date from today on is chosen.
  const usable = parsed && compareDates(parsed, today) >= 0 ? parsed : null;

  return (
    <>
      <p className="text-muted">{t('availability.intro')}</p>
      <Row className="g-3">
        <Col sm={6}>
          <FormGroup>
            <Label for={ids.date}>{t('fields.startDate')}</Label>
            <Input
              id={ids.date}
              type="date"
              min={dateKey(today)}
              value={startDate}
              invalid={Boolean(errors.startDate)}
              onChange={(event) => onStartDateChange(event.target.value)}
            />
            {errors.startDate ? <FormFeedback>{t(errors.startDate)}</FormFeedback> : null}
          </FormGroup>
        </Col>
        <Col sm={6}>
          <FormGroup>
            <Label for={ids.day}>{t('fields.day')}</Label>
            <Input id={ids.day} type="text" readOnly value={usable ? format.weekday(usable) : ''} />
          </FormGroup>
        </Col>
      </Row>
      <div className="border rounded-3 p-3 mb-4">
        <SlotForm startDate={usable} onAdd={(slot) => usable && onAddSlot(usable, slot)} />
      </div>
      <h2 className="h6">{t('availability.slotsTitle')}</h2>
      <SlotsTable entries={entries} onRemove={onRemoveSlot} />
      {errors.slots ? (
        <div className="invalid-feedback d-block mt-2" role="alert">
          {t(errors.slots)}
        </div>
      ) : null}
    </>
  );
}
