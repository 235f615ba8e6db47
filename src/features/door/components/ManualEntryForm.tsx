import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import type { ScanInput } from '@/domain/doorCheck';
import {
  manualEntryInitialValues,
  manualEntrySchema,
  toManualScan,
  type ManualEntryValues,
} from '../forms/manualEntry.schema';
import { ManualEntryFields } from './ManualEntryFields';

interface ManualEntryFormProps {
  busy: boolean;
  onCheck: (scan: ScanInput) => void;
}

/** For a code the camera cannot read: staff type the ticket id printed under it. */
export function ManualEntryForm({ busy, onCheck }: ManualEntryFormProps) {
  const { t } = useTranslation('door');
  const submit = (values: ManualEntryValues, { resetForm }: { resetForm: () => void }) => {
    onCheck(toManualScan(values));
    resetForm();
  };
  return (
    <section aria-labelledby="door-manual-title" className="mb-3">
      <h3 id="door-manual-title" className="h6 mb-1">
        {t('manual.title')}
      </h3>
      <p className="small text-body-secondary mb-2">{t('manual.help')}</p>
      <Formik initialValues={manualEntryInitialValues} validationSchema={manualEntrySchema} onSubmit={submit}>
        <Form noValidate>
          <ManualEntryFields />
          <SubmitButton busy={busy} busyLabel={t('result.checking')} align="end">
            {t('manual.submit')}
          </SubmitButton>
        </Form>
      </Formik>
    </section>
  );
}
