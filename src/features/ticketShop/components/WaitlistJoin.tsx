import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import type { TicketSaleView } from '@/domain/ticketSale';
import { soldOutPackages } from '@/domain/waitlist';
import { EarlyPressLink, usePressedEarly } from './EarlyPressLink';

/** Join the waitlist, pressed before the page hydrated, opens the form once it has (EarlyPressLink). */
const JOIN_FRAGMENT = '#join-waitlist';

// The form (Formik, its Yup checks) loads when the buyer asks to wait, as the buy form does.
const WaitlistForm = lazyWithRetry<{ sale: TicketSaleView }>(() =>
  import('./WaitlistForm').then((module) => ({ default: module.WaitlistForm })),
);

/**
 * A sold-out package's (or event's) offer to wait: a button that opens the waitlist form in its place. Nothing
 * while every package is on sale, or the event sells nothing at all.
 */
export function WaitlistJoin({ sale }: { sale: TicketSaleView }) {
  const { t } = useTranslation('ticketShop');
  const [started, setJoining] = useState(false);
  const pressedEarly = usePressedEarly(JOIN_FRAGMENT);
  const joining = started || pressedEarly;
  if (!sale.onSale || sale.cancelled === true || soldOutPackages(sale).length === 0) return null;
  if (joining)
    return (
      <Suspense
        fallback={
          <span
            className="spinner-border spinner-border-sm"
            role="status"
            aria-label={t('waitlist.loading')}
          />
        }
      >
        <WaitlistForm sale={sale} />
      </Suspense>
    );
  return (
    <div className="mt-3">
      <p className="small text-muted mb-2">{t('waitlist.intro')}</p>
      <EarlyPressLink
        fragment={JOIN_FRAGMENT}
        className="btn btn-outline-primary w-100"
        onPointerDown={() => void WaitlistForm.preload().catch(() => undefined)}
        onPress={() => setJoining(true)}
      >
        {t('waitlist.start')}
      </EarlyPressLink>
    </div>
  );
}
