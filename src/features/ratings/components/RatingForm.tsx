import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { emptyRating, ratingSchema, toPayload } from '@/features/ratings/forms/rating.schema';
import type { RateOrderRequest, Rating } from '../slice/types';
import { RatingFields } from './RatingFields';

interface RatingFormProps {
  orderId: string;
  /** The rating already given, which the form changes. */
  current: Rating | undefined;
  busy: boolean;
  onSubmit: (request: RateOrderRequest) => void;
  onCancel: () => void;
}

/** Rates one booking: the fields, prefilled with an earlier rating, and Save. */
export function RatingForm({ orderId, current, busy, onSubmit, onCancel }: RatingFormProps) {
  const { t } = useTranslation('ratings');
  const initialValues = current ? { stars: current.stars, text: current.text } : emptyRating();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={ratingSchema}
      onSubmit={(values) => onSubmit(toPayload(orderId, values))}
    >
      <Form noValidate>
        <fieldset disabled={busy}>
          <RatingFields />
        </fieldset>
        <div className="d-flex gap-2 justify-content-end">
          <Button color="secondary" outline onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <SubmitButton busy={busy} busyLabel={t('form.saving')} align="end">
            {t('form.save')}
          </SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
