import { useId, type RefObject } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { manualVenueSchema, type ManualVenueValues } from '../forms/manualVenue.schema';
import { ManualVenueFields } from './ManualVenueFields';

interface OwnVenueSectionProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  initialValues: ManualVenueValues;
  formRef: RefObject<FormikProps<ManualVenueValues> | null>;
}

/** "Use my own venue": the event then takes place there, nothing is booked for it and it is active at once. */
export function OwnVenueSection({ enabled, onEnabledChange, initialValues, formRef }: OwnVenueSectionProps) {
  const { t } = useTranslation('eventForm');
  const id = useId();
  return (
    <div className="border rounded p-3 mb-3 bg-light">
      <FormGroup check className="mb-0">
        <Input
          id={id}
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
        />
        <Label check for={id} className="fw-semibold">
          {t('manual.use')}
        </Label>
      </FormGroup>
      <p className="small text-muted mb-0">{t('manual.hint')}</p>
      {enabled ? (
        <Formik
          innerRef={formRef}
          initialValues={initialValues}
          validationSchema={manualVenueSchema}
          onSubmit={() => undefined}
        >
          <Form noValidate aria-label={t('manual.use')} className="mt-3">
            <ManualVenueFields />
          </Form>
        </Formik>
      ) : null}
    </div>
  );
}
