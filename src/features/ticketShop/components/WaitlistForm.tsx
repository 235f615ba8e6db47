import { RefusalText } from '@/components/ui/RefusalText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { SelectField } from '@/components/ui/form/SelectField';
import { TextField } from '@/components/ui/form/TextField';
import { Notice } from '@/components/ui/Notice';
import { MAX_TICKETS_PER_PURCHASE, packageOf, type TicketSaleView } from '@/domain/ticketSale';
import { soldOutPackages, WAITLIST_HOLD_MINUTES } from '@/domain/waitlist';
import {
  joinWaitlistInitialValues,
  joinWaitlistSchema,
  toWaitlistOrder,
  type JoinWaitlistValues,
} from '../forms/joinWaitlist.schema';
import { joinWaitlist, waitlistReset } from '../slice';
import { selectWaitlistJoin } from '../slice/selectors';

const NS = 'ticketShop';

const QUANTITIES = Array.from({ length: MAX_TICKETS_PER_PURCHASE }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/**
 * The waitlist form: a sold-out package, how many, the buyer's name and e-mail; once joined, their place in line.
 * Its values are kept after a refusal, so nothing is typed twice.
 */
export function WaitlistForm({ sale }: { sale: TicketSaleView }) {
  const { t } = useTranslation(NS);
  const dispatch = useShopDispatch();
  const state = useShopSelector(selectWaitlistJoin);
  const busy = state.status === 'pending';
  const [initialValues] = useState(() => joinWaitlistInitialValues(sale));
  const schema = useMemo(() => joinWaitlistSchema(sale), [sale]);
  const packages = soldOutPackages(sale).map((item) => ({ value: String(item.index), label: item.detail }));
  const form = useRef<HTMLFormElement>(null);

  // The buyer asked to wait: the form's first field takes the focus where the button was.
  useEffect(() => {
    dispatch(waitlistReset());
    form.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [dispatch]);

  if (state.status === 'succeeded' && state.position !== null) {
    const item = packageOf(sale, state.packageIndex ?? -1);
    return (
      <Notice color="success" className="mt-3 mb-0">
        {t('waitlist.joined', {
          position: state.position,
          package: item?.detail ?? '',
          minutes: WAITLIST_HOLD_MINUTES,
        })}
      </Notice>
    );
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values: JoinWaitlistValues) =>
        void dispatch(joinWaitlist(toWaitlistOrder(sale.eventId, values)))
      }
    >
      <Form noValidate aria-label={t('waitlist.title')} className="mt-3" ref={form}>
        <h3 className="h6">{t('waitlist.title')}</h3>
        <Row className="g-3">
          <Col xs={7} sm={8}>
            <SelectField
              namespace={NS}
              name="packageIndex"
              label={t('buy.package')}
              placeholder={t('waitlist.packagePlaceholder')}
              options={packages}
              disabled={busy}
            />
          </Col>
          <Col xs={5} sm={4}>
            <SelectField
              namespace={NS}
              name="quantity"
              label={t('buy.quantity')}
              placeholder={t('buy.quantityPlaceholder')}
              options={QUANTITIES}
              disabled={busy}
            />
          </Col>
        </Row>
        <TextField namespace={NS} name="name" label={t('buy.name')} autoComplete="name" disabled={busy} />
        <TextField
          namespace={NS}
          name="email"
          type="email"
          label={t('buy.email')}
          autoComplete="email"
          inputMode="email"
          disabled={busy}
        />
        <p className="small text-muted mt-n2">
          {t('waitlist.emailHint', { minutes: WAITLIST_HOLD_MINUTES })}
        </p>
        {state.status === 'failed' && state.failure ? (
          <Notice color="danger">
            <RefusalText refusal={state.failure} />
          </Notice>
        ) : null}
        <SubmitButton busy={busy} busyLabel={t('waitlist.joining')}>
          {t('waitlist.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
