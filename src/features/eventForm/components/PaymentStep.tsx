import { lazy, Suspense, useId, type RefObject } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label, Spinner } from 'reactstrap';
import { cardInitialValues, cardSchema, type CardValues } from '@/components/payments/card.schema';
import { SimulatedCardFields } from '@/components/payments/SimulatedCardFields';
import type { CreateCardToken } from '@/components/payments/StripeCardField';
import type { PaymentMethod } from '@gigvenue/contracts';
import { env } from '@/config/env';
import type { BookedLine } from '../forms/bookingSelection';
import { PaymentSummary } from './PaymentSummary';

const StripeCardField = lazy(() => import('@/components/payments/StripeCardField'));

interface PaymentStepProps {
  /** No slot chosen: there is nothing to pay. */
  nothingBooked: boolean;
  lines: readonly BookedLine[];
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The organizer's config allows paying cash. */
  cashAllowed: boolean;
  /** Stripe's card field loads only once the person has reached this step. */
  reached: boolean;
  /** Called with Stripe's tokenizer once its card field is ready (null when it goes). */
  onStripeReady: (tokenize: CreateCardToken | null) => void;
  /** The simulated provider's card form, read by the wizard on submit. */
  cardForm: RefObject<FormikProps<CardValues> | null>;
  thisYear: number;
}

/**
 * Add Event's Payment step: the booked slots and their total, card or (when allowed) cash, and the card's details:
 * Stripe Elements with a publishable key, else the simulated provider's card form.
 */
export function PaymentStep({
  nothingBooked,
  lines,
  method,
  onMethodChange,
  cashAllowed,
  reached,
  onStripeReady,
  cardForm,
  thisYear,
}: PaymentStepProps) {
  const { t } = useTranslation('eventForm');
  const methodName = useId();
  if (nothingBooked) return <p>{t('payment.nothingToPay')}</p>;
  return (
    <>
      <PaymentSummary lines={lines} />
      <fieldset className="mb-3">
        <legend className="h6">{t('payment.method')}</legend>
        <FormGroup check inline>
          <Input
            id={`${methodName}-card`}
            type="radio"
            name={methodName}
            checked={method === 'card'}
            onChange={() => onMethodChange('card')}
          />
          <Label check for={`${methodName}-card`}>
            {t('payment.card')}
          </Label>
        </FormGroup>
        {cashAllowed ? (
          <FormGroup check inline>
            <Input
              id={`${methodName}-cash`}
              type="radio"
              name={methodName}
              checked={method === 'cash'}
              onChange={() => onMethodChange('cash')}
            />
            <Label check for={`${methodName}-cash`}>
              {t('payment.cash')}
            </Label>
          </FormGroup>
        ) : null}
      </fieldset>
      {method === 'cash' ? (
        <p className="text-muted">{t('payment.cashNote')}</p>
      ) : env.stripePublishableKey ? (
        reached ? (
          <Suspense fallback={<Spinner size="sm" />}>
            <StripeCardField
              publishableKey={env.stripePublishableKey}
              label={t('payment.cardDetails')}
              onReady={onStripeReady}
            />
          </Suspense>
        ) : null
      ) : (
        <Formik
          innerRef={cardForm}
          initialValues={cardInitialValues()}
          validationSchema={cardSchema}
          onSubmit={() => undefined}
        >
          <Form noValidate aria-label={t('payment.cardDetails')} onSubmit={(event) => event.preventDefault()}>
            <SimulatedCardFields thisYear={thisYear} />
          </Form>
        </Formik>
      )}
    </>
  );
}
