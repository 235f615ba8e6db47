import { RefusalText } from '@/components/ui/RefusalText';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { BankCheck } from '@/components/payments/BankCheck';
import { toCardDetails } from '@/components/payments/card.schema';
import { SimulatedCardFields } from '@/components/payments/SimulatedCardFields';
import type { CreateCardToken } from '@/components/payments/StripeCardField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { Notice } from '@/components/ui/Notice';
import { env } from '@/config/env';
import type { BankAnswer } from '@/domain/bankCheck';
import { paths } from '@/config/paths';
import { formatGBP, fromPence } from '@/domain/money';
import type { TicketSaleView } from '@/domain/ticketSale';
import type { WaitlistOfferLink } from '@/domain/waitlist';
import {
  buyTicketsInitialValues,
  buyTicketsSchema,
  payableTotal,
  toBuyOrder,
  type BuyTicketsValues,
} from '../forms/buyTickets.schema';
import { buyBankCheckAnswered, buyReset, buyTickets } from '../slice';
import { selectBuy } from '../slice/selectors';
import type { BuyPayment } from '../slice/types';
import { BuyTicketsFields } from './BuyTicketsFields';
import { navigateTo } from './ShopAddress';

const StripeCardField = lazy(() => import('@/components/payments/StripeCardField'));

/** Where the ticket page learns that the buyer has just paid, to thank them. */
export interface BoughtState {
  bought: true;
}

/**
 * The buy form: owns its values (kept after a refusal, so nothing is typed twice), turns the card into a token
 * and opens the tickets once bought. The card is asked for only when the chosen tickets cost something. With a
 * waitlist `offer`, the purchase takes the tickets it holds.
 */
export function BuyTicketsForm({ sale, offer }: { sale: TicketSaleView; offer?: WaitlistOfferLink }) {
  const { t } = useTranslation('ticketShop');
  const dispatch = useShopDispatch();
  const buy = useShopSelector(selectBuy);
  const busy = buy.status === 'pending';
  const stripeKey = env.stripePublishableKey;
  const [initialValues] = useState(() => buyTicketsInitialValues(sale));
  const [thisYear] = useState(() => new Date().getFullYear());
  const [cardError, setCardError] = useState<string | null>(null);
  const stripeToken = useRef<CreateCardToken | null>(null);
  const onStripeReady = useCallback(
    (tokenize: CreateCardToken | null) => void (stripeToken.current = tokenize),
    [],
  );
  const onBankAnswer = useCallback(
    (answer: BankAnswer) => void dispatch(buyBankCheckAnswered(answer)),
    [dispatch],
  );
  // Rebuilt when the sale reloads (after a refusal), so the checks follow the tickets left now.
  const schema = useMemo(() => buyTicketsSchema(sale, { cardForm: !stripeKey }), [sale, stripeKey]);

  useEffect(() => {
    dispatch(buyReset());
    return () => void dispatch(buyReset());
  }, [dispatch]);
  useEffect(() => {
    if (buy.status !== 'succeeded' || !buy.result) return;
    const state: BoughtState = { bought: true };
    navigateTo(paths.ticketPurchase.href(buy.result.purchaseId, buy.result.accessKey), state);
  }, [buy.status, buy.result]);

  const submit = async (values: BuyTicketsValues) => {
    setCardError(null);
    let payment: BuyPayment = null;
    if (payableTotal(sale, values) > 0) {
      if (!stripeKey) payment = { method: 'simulatedCard', card: toCardDetails(values) };
      else {
        try {
          if (!stripeToken.current) throw new Error(t('buy.cardNotReady'));
          payment = { method: 'card', cardToken: await stripeToken.current() };
        } catch (error) {
          setCardError(error instanceof Error ? error.message : String(error));
          return;
        }
      }
    }
    dispatch(buyTickets({ order: toBuyOrder(sale.eventId, values), payment, ...(offer ? { offer } : {}) }));
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values }) => {
        const total = payableTotal(sale, values);
        return (
          <Form noValidate aria-label={t('buy.title')}>
            <BuyTicketsFields sale={sale} total={total} disabled={busy} />
            {total > 0 ? (
              <fieldset className="mb-3" disabled={busy}>
                <legend className="fs-6 fw-semibold mb-2">{t('buy.cardDetails')}</legend>
                {stripeKey ? (
                  <Suspense fallback={<Spinner size="sm" />}>
                    <StripeCardField
                      publishableKey={stripeKey}
                      label={t('buy.card')}
                      onReady={onStripeReady}
                    />
                  </Suspense>
                ) : (
                  <SimulatedCardFields thisYear={thisYear} narrow />
                )}
              </fieldset>
            ) : null}
            <BankCheck clientSecret={buy.bankCheck} publishableKey={stripeKey} onAnswer={onBankAnswer} />
            {buy.status === 'failed' && buy.failure ? (
              <Notice color="danger">
                <RefusalText refusal={buy.failure} />
              </Notice>
            ) : null}
            {busy && buy.retries > 0 ? <Notice color="info">{t('buy.stillTrying')}</Notice> : null}
            {cardError ? <Notice color="danger">{cardError}</Notice> : null}
            <SubmitButton busy={busy} busyLabel={t('buy.buying')}>
              {total > 0 ? t('buy.pay', { total: formatGBP(fromPence(total)) }) : t('buy.getFree')}
            </SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
