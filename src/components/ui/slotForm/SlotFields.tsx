import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import type { CalendarDate } from '@/domain/entities';
import { dateKey } from '@/domain/recurrence';
import { endTimeOptions, MIN_SLOT_PRICE, SLOT_TYPES, startTimeOptions } from '@/domain/slots';
import { CheckboxField } from '../form/CheckboxField';
import { SelectField, type SelectOption } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { SLOT_TYPE_KEYS } from './labels';
import type { SlotFormValues } from './slot.schema';

const NS = 'slots';

const asOptions = (times: string[]): SelectOption[] => times.map((time) => ({ value: time, label: time }));
const START_OPTIONS = asOptions(startTimeOptions());

/** The slot's fields only; the container owns Formik, the schema and the Add Slot button. */
export function SlotFields({ startDate }: { startDate: CalendarDate | null }) {
  const { t } = useTranslation(NS);
  const { values, setFieldValue } = useFormikContext<SlotFormValues>();
  const typeOptions = useMemo(
    () => SLOT_TYPES.map((type) => ({ value: type, label: t(`types.${SLOT_TYPE_KEYS[type]}`) })),
    [t],
  );
  const endOptions = useMemo(() => asOptions(endTimeOptions(values.startTime)), [values.startTime]);

  // An end chosen for an earlier start may now be too early: clear it rather than keep an invalid pair.
  const onStartChange = (start: string) => {
    if (values.endTime && !endTimeOptions(start).includes(values.endTime)) void setFieldValue('endTime', '');
  };

  return (
    <Row>
      <Col md={6} xl={4}>
        <TextField
          name="title"
          label={t('fields.title')}
          placeholder={t('fields.titlePlaceholder')}
          namespace={NS}
        />
      </Col>
      <Col md={6} xl={4}>
        <SelectField
          name="type"
          label={t('fields.type')}
          placeholder={t('fields.typePlaceholder')}
          options={typeOptions}
          namespace={NS}
        />
      </Col>
      <Col md={6} xl={4}>
        <TextField
          name="price"
          type="number"
          label={t('fields.price')}
          placeholder={t('fields.pricePlaceholder')}
          min={MIN_SLOT_PRICE}
          step="any"
          inputMode="decimal"
          namespace={NS}
        />
      </Col>
      <Col md={6} xl={4}>
        <SelectField
          name="startTime"
          label={t('fields.startTime')}
          placeholder={t('fields.timePlaceholder')}
          options={START_OPTIONS}
          onValueChange={onStartChange}
          namespace={NS}
        />
      </Col>
      <Col md={6} xl={4}>
        <SelectField
          name="endTime"
          label={t('fields.endTime')}
          placeholder={values.startTime ? t('fields.timePlaceholder') : t('fields.endTimeWaiting')}
          options={endOptions}
          disabled={!values.startTime}
          namespace={NS}
        />
      </Col>
      <Col md={6} xl={4}>
        <div className="slot-form-recurring">
          <CheckboxField name="recurring" label={t('fields.recurring')} />
          {values.recurring ? (
            <TextField
              name="validUntil"
              type="date"
              label={t('fields.validUntil')}
              min={startDate ? dateKey(startDate) : undefined}
              namespace={NS}
            />
          ) : null}
        </div>
      </Col>
    </Row>
  );
}
