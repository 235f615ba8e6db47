import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  cardInitialValues,
  cardSchema,
  toCardDetails,
  type CardValues,
} from '@/components/payments/card.schema';
import { SimulatedCardFields } from '@/components/payments/SimulatedCardFields';
import type { CreateCardToken } from '@/components/payments/StripeCardField';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { env } from '@/config/env';
import { addCard, closeCardForm } from '../slice';
import { selectCardForm } from '../slice/selectors';

const StripeCardField = lazy(() => import('@/components/payments/StripeCardField'));

/**
 * Add Card: with a Stripe publishable key the card is typed into Stripe's own field and only a token comes back;
 * offline, the spec's form (its messages from card.schema) goes to the simulated provider's card token.
 */
export function AddCardModal() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const { open, saving, error } = useAppSelector(selectCardForm);
  const stripeKey = env.stripePublishableKey;
  const [thisYear] = useState(() => new Date().getFullYear());
  const [tokenError, setTokenError] = useState<string | null>(null);
  const stripeToken = useRef<CreateCardToken | null>(null);
  const onStripeReady = useCallback(
    (tokenize: CreateCardToken | null) => void (stripeToken.current = tokenize),
    [],
  );
  const close = () => {
    if (!saving) dispatch(closeCardForm());
  };

  const submit = async (values: CardValues) => {
    setTokenError(null);
    if (!stripeKey) {
      dispatch(addCard({ kind: 'details', ...toCardDetails(values) }));
      return;
    }
    try {
      if (!stripeToken.current) throw new Error(t('addCard.cardNotReady'));
      dispatch(addCard({ kind: 'token', cardToken: await stripeToken.current() }));
    } catch (failure) {
      setTokenError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Modal isOpen={open} toggle={close} centered labelledBy="add-card-title">
      <Formik
        initialValues={cardInitialValues()}
        validationSchema={stripeKey ? undefined : cardSchema}
        onSubmit={submit}
      >
        <Form noValidate aria-labelledby="add-card-title">
          <ModalHeader toggle={close} tag="h2" className="h5" id="add-card-title">
            {t('addCard.title')}
          </ModalHeader>
          <ModalBody>
            <fieldset disabled={saving}>
              {stripeKey ? (
                <Suspense fallback={<Spinner size="sm" />}>
                  <StripeCardField
                    publishableKey={stripeKey}
                    label={t('addCard.card')}
                    onReady={onStripeReady}
                    purpose="payout"
                  />
                </Suspense>
              ) : (
                <SimulatedCardFields thisYear={thisYear} />
              )}
            </fieldset>
            {error ? (
              <Notice color="danger" className="mt-3 mb-0">
                <RefusalText refusal={error} />
              </Notice>
            ) : null}
            {tokenError ? (
              <Notice color="danger" className="mt-3 mb-0">
                {tokenError}
              </Notice>
            ) : null}
          </ModalBody>
          <ModalFooter>
            <Button type="button" color="light" onClick={close} disabled={saving}>
              {t('addCard.cancel')}
            </Button>
            <Button type="submit" color="primary" disabled={saving}>
              {saving ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
              {saving ? t('addCard.saving') : t('addCard.save')}
            </Button>
          </ModalFooter>
        </Form>
      </Formik>
    </Modal>
  );
}
