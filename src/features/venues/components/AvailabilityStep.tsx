import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Col, FormFeedback, FormGroup, FormText, Input, Label, Row } from 'reactstrap';
import { SlotForm } from '@/components/ui/SlotForm';
import type { CalendarDate } from '@/domain/entities';
import { dateKey, latestStartDate } from '@/domain/recurrence';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { SlotsTable } from './SlotsTable';
import type { VenueAvailabilityDraft } from './useVenueAvailability';

interface AvailabilityStepProps {
  draft: VenueAvailabilityDraft;
  today: CalendarDate;
}

/** Step two: weekly slots by start date. Not a form itself, since the slot form inside is one. */
export function AvailabilityStep({ draft, today }: AvailabilityStepProps) {
  const { t } = useTranslation('venues');
  const format = useDisplayFormat();
  const ids = { date: useId(), day: useId(), locked: useId() };
  const { errors, usable, locked } = draft;

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
              max={dateKey(latestStartDate(today))}
              value={draft.startDate}
              disabled={locked}
              invalid={Boolean(errors.startDate)}
              aria-describedby={locked ? ids.locked : undefined}
              onChange={(event) => draft.changeStartDate(event.target.value)}
              onBlur={draft.leaveStartDate}
            />
            {errors.startDate ? <FormFeedback>{t(errors.startDate)}</FormFeedback> : null}
            {locked ? (
              <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
                <FormText id={ids.locked} className="mt-0">
                  {t('availability.dateLocked')}
                </FormText>
                <Button type="button" size="sm" color="link" className="p-0" onClick={draft.anotherDate}>
                  {t('availability.anotherDate')}
                </Button>
              </div>
            ) : null}
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
        <SlotForm startDate={usable} onAdd={draft.addSlot} />
      </div>
      <h2 className="h6">{t('availability.slotsTitle')}</h2>
      <SlotsTable entries={draft.entries} onRemove={draft.removeSlot} />
    </>
  );
}
