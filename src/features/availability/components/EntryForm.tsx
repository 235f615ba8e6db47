import { usableStartDate } from '@/domain/recurrence';
import { useMemo } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { SlotForm } from '@/components/ui/SlotForm';
import type { CalendarDate } from '@/domain/entities';
import { MAX_SLOTS_PER_ENTRY, slotRoomOn, type NewSlot } from '@/domain/slots';
import {
  availabilityInitialValues,
  availabilitySchema,
  toDraftEntry,
  type AvailabilityFormValues,
} from '../forms/availability.schema';
import type { DraftEntry } from '../slice/types';
import { DraftSlotList } from './DraftSlotList';
import { EntryFields } from './EntryFields';

interface EntryFormProps {
  today: CalendarDate;
  /** Entries already in the list; a new entry for one of their dates is merged into it, so shares its cap. */
  listed: readonly DraftEntry[];
  onSubmit: (entry: DraftEntry) => void;
}

interface EntryFormBodyProps {
  today: CalendarDate;
  listed: readonly DraftEntry[];
  form: FormikProps<AvailabilityFormValues>;
}

// The slot form is a <form> of its own, so this form renders none (forms cannot nest) and submits by button.
function EntryFormBody({ today, listed, form }: EntryFormBodyProps) {
  const { t } = useTranslation('availability');
  const { values, errors, submitCount, setFieldValue, submitForm } = form;
  const startDate = usableStartDate(values.startDate, today);
  const room = startDate ? slotRoomOn(listed, startDate) : MAX_SLOTS_PER_ENTRY;
  // A slot's id is given once, here, so confirming again after a failure cannot duplicate it.
  const addSlot = (slot: NewSlot) =>
    void setFieldValue('slots', [...values.slots, { ...slot, id: nanoid() }]);
  const removeSlot = (slotId: string) =>
    void setFieldValue(
      'slots',
      values.slots.filter((slot) => slot.id !== slotId),
    );
  const slotsError = submitCount > 0 && typeof errors.slots === 'string' ? errors.slots : undefined;
  return (
    <>
      <EntryFields today={today} />
      <div className="slot-form-panel mb-3">
        <SlotForm startDate={startDate} onAdd={addSlot} disabled={values.slots.length >= room} />
        {room < MAX_SLOTS_PER_ENTRY ? (
          <p className="small text-muted mt-2 mb-0">
            {t('add.roomOnDate', { count: room, max: MAX_SLOTS_PER_ENTRY })}
          </p>
        ) : null}
      </div>
      <DraftSlotList slots={values.slots} onRemove={removeSlot} error={slotsError} />
      <Button type="button" color="primary" onClick={() => void submitForm()}>
        {t('add.addToList')}
      </Button>
    </>
  );
}

/** Composes one start date with its slots; each submitted entry joins the list that Confirm saves. */
export function EntryForm({ today, listed, onSubmit }: EntryFormProps) {
  const schema = useMemo(() => availabilitySchema(today, listed), [today, listed]);
  return (
    <Formik
      initialValues={availabilityInitialValues}
      validationSchema={schema}
      onSubmit={(values, { resetForm }) => {
        onSubmit(toDraftEntry(values));
        resetForm();
      }}
    >
      {(form) => <EntryFormBody today={today} listed={listed} form={form} />}
    </Formik>
  );
}
