import { useId } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, FormGroup, Input, Label, Row } from 'reactstrap';
import { TextField } from '@/components/ui/form/TextField';
import type { CalendarDate } from '@/domain/entities';
import { dateKey, latestStartDate, parseDateKey } from '@/domain/recurrence';
import type { AvailabilityFormValues } from '../forms/availability.schema';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';

/** Start date and its weekday. The date locks once slots exist, since their Valid Until dates depend on it. */
export function EntryFields({ today }: { today: CalendarDate }) {
  const { t } = useTranslation('availability');
  const format = useDisplayFormat();
  const dayId = useId();
  const { values } = useFormikContext<AvailabilityFormValues>();
  const date = parseDateKey(values.startDate);
  const locked = values.slots.length > 0;
  return (
    <Row>
      <Col sm={6} xl={4}>
        <TextField
          name="startDate"
          type="date"
          label={t('fields.startDate')}
          min={dateKey(today)}
          max={dateKey(latestStartDate(today))}
          disabled={locked}
          namespace="availability"
        />
      </Col>
      <Col sm={6} xl={4}>
        <FormGroup>
          <Label for={dayId}>{t('fields.day')}</Label>
          <Input
            id={dayId}
            value={date ? format.weekday(date) : ''}
            placeholder={t('fields.dayPlaceholder')}
            readOnly
          />
        </FormGroup>
      </Col>
    </Row>
  );
}
