import { RefusalText } from '@/components/ui/RefusalText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { Notice } from '@/components/ui/Notice';
import { packageOf, type TicketSaleView } from '@/domain/ticketSale';
import { WAITLIST_HOLD_MINUTES } from '@/domain/waitlist';
import {
  joinWaitlistInitialValues,
  joinWaitlistSchema,
  toWaitlistOrder,
  type JoinWaitlistValues,
} from '../forms/joinWaitlist.schema';
import { joinWaitlist, waitlistReset } from '../slice';
import { selectWaitlistJoin } from '../slice/selectors';
import { WaitlistFields } from './WaitlistFields';

const NS = 'ticketShop';

/**
 * The waitlist form (WaitlistFields): owns its values, kept after a refusal so nothing is typed twice, sends them,
 * and once joined shows the buyer's place in line.
 */
export function WaitlistForm({ sale }: { sale: TicketSaleView }) {
  const { t } = useTranslation(NS);
  const dispatch = useShopDispatch();
  const state = useShopSelector(selectWaitlistJoin);
  const busy = state.status === 'pending';
  const [initialValues] = useState(() => joinWaitlistInitialValues(sale));
  const schema = useMemo(() => joinWaitlistSchema(sale), [sale]);
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
        <WaitlistFields sale={sale} disabled={busy} />
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
