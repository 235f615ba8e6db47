import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { Notice } from '@/components/ui/Notice';
import { type SaleAvailability, type TicketSaleView } from '@/domain/ticketSale';
import { PackageList } from './PackageSummary';
import { EarlyPressLink, usePressedEarly } from './EarlyPressLink';
import { WaitlistJoin } from './WaitlistJoin';

export const BUY_SECTION = 'buy-tickets';
/** Choose tickets, pressed before the page hydrated, opens the form once it has (EarlyPressLink). */
const START_FRAGMENT = '#choose-tickets';

// The form (Formik, its Yup checks, the card fields) loads when the buyer starts to buy, not with the page: most
// visitors of a shared link only look (ARCHITECTURE, Buyers' pages).
const BuyTicketsForm = lazyWithRetry<{ sale: TicketSaleView }>(() =>
  import('./BuyTicketsForm').then((module) => ({ default: module.BuyTicketsForm })),
);

const NOTICES: Record<Exclude<SaleAvailability | 'cancelled', 'onSale'>, ['warning' | 'info', string]> = {
  soldOut: ['warning', 'sale.soldOut'],
  notOnSale: ['info', 'sale.notOnSale'],
  cancelled: ['warning', 'sale.cancelled'],
};

/** The packages with their prices and tickets left, and the button that opens the buy form. */
function StartBuying({ sale, busy, onStart }: { sale: TicketSaleView; busy: boolean; onStart: () => void }) {
  const { t } = useTranslation('ticketShop');
  return (
    <>
      <PackageList sale={sale} />
      <EarlyPressLink
        fragment={START_FRAGMENT}
        busy={busy}
        className="btn btn-primary btn-lg w-100 mt-2"
        onPointerDown={() => void BuyTicketsForm.preload().catch(() => undefined)}
        onPress={onStart}
      >
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('buy.start')}
      </EarlyPressLink>
    </>
  );
}

/** The tickets card: what the event sells and, once the buyer starts, the buy form in its place. */
export function TicketsSection({
  sale,
  availability,
}: {
  sale: TicketSaleView;
  availability: SaleAvailability | 'cancelled';
}) {
  const { t } = useTranslation('ticketShop');
  const [started, setBuying] = useState(false);
  const pressedEarly = usePressedEarly(START_FRAGMENT);
  const buying = started || pressedEarly;
  const section = useRef<HTMLElement>(null);
  // The button the buyer pressed is gone: the first field takes the focus, where the keyboard left off.
  const onFormShown = () =>
    section.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();

  return (
    <section id={BUY_SECTION} aria-labelledby={`${BUY_SECTION}-title`} ref={section}>
      <div className="card">
        <div className="card-body p-3 p-sm-4">
          <h2 id={`${BUY_SECTION}-title`} className="h5 mb-3">
            {t('buy.title')}
          </h2>
          {availability !== 'onSale' ? (
            <>
              <Notice color={NOTICES[availability][0]}>{t(NOTICES[availability][1])}</Notice>
              <PackageList sale={sale} />
              {availability === 'soldOut' ? <WaitlistJoin sale={sale} /> : null}
            </>
          ) : buying ? (
            <Suspense fallback={<StartBuying sale={sale} busy onStart={() => undefined} />}>
              <FocusOnMount onMount={onFormShown}>
                <BuyTicketsForm sale={sale} />
              </FocusOnMount>
            </Suspense>
          ) : (
            <>
              <StartBuying sale={sale} busy={false} onStart={() => setBuying(true)} />
              <WaitlistJoin sale={sale} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** Runs `onMount` once, when its children first commit (after the lazy form has loaded). */
function FocusOnMount({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  const done = useRef(false);
  // Before the browser paints the form, so the focus never rests on the page in between (nor does a test see it there).
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onMount();
  }, [onMount]);
  return <>{children}</>;
}
