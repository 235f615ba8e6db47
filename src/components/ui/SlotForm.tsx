import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import type { CalendarDate } from '@/domain/entities';
import type { NewSlot } from '@/domain/slots';
import { SlotFields } from './slotForm/SlotFields';
import { slotInitialValues, slotSchema, toNewSlot } from './slotForm/slot.schema';

interface SlotFormProps {
  /** The entry's start date; until one is chosen the slot cannot be added. */
  startDate: CalendarDate | null;
  onAdd: (slot: NewSlot) => void;
  disabled?: boolean;
}

/**
 * One slot of an availability entry: title, type, start and end in quarter hours, price and an optional
 * weekly repeat. Shared by event-manager availability and the venue wizard, so it knows nothing of either.
 */
export function SlotForm({ startDate, onAdd, disabled = false }: SlotFormProps) {
  const { t } = useTranslation('slots');
  const schema = useMemo(() => slotSchema(startDate), [startDate]);
  return (
    <Formik
      initialValues={slotInitialValues}
      validationSchema={schema}
      onSubmit={(values, { resetForm }) => {
        if (!startDate) return;
        onAdd(toNewSlot(values, startDate));
        resetForm();
      }}
    >
      <Form noValidate aria-label={t('formLabel')}>
        <SlotFields startDate={startDate} />
        <Button type="submit" color="primary" outline disabled={!startDate || disabled}>
          {t('addSlot')}
        </Button>
      </Form>
    </Formik>
  );
}
