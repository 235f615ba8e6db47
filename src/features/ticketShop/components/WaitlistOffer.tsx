import { RefusalText } from '@/components/ui/RefusalText';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { Notice } from '@/components/ui/Notice';
import { packageOf, type TicketSaleView } from '@/domain/ticketSale';
import { londonClockTime, offerOfFragment, offerSaleView, type WaitlistOfferLink } from '@/domain/waitlist';
import { loadWaitlistOffer, waitlistOfferClosed } from '../slice';
import { selectWaitlistOffer } from '../slice/selectors';
import { useShopAddress } from './ShopAddress';
import { BUY_SECTION } from './TicketsSection';

const BuyTicketsForm = lazyWithRetry<{ sale: TicketSaleView; offer?: WaitlistOfferLink }>(() =>
  import('./BuyTicketsForm').then((module) => ({ default: module.BuyTicketsForm })),
);

const OFFER_TITLE = `${BUY_SECTION}-offer-title`;

/**
 * The page opened from a waitlist offer's mail (#offer=<entryId>.<key>): the tickets the link holds, until when, and
 * the buy form for exactly those. Without an offer, or with one that holds nothing (lapsed, bought, unknown: said
 * above), the page's own tickets card (`children`). The fragment is read after the first render, which is the
 * server's too (a server never sees a fragment); once read, the offer stays while the page moves within itself.
 */
export function WaitlistOffer({ sale, children }: { sale: TicketSaleView; children: ReactNode }) {
  const { t } = useTranslation('ticketShop');
  const dispatch = useShopDispatch();
  const { hash } = useShopAddress();
  const state = useShopSelector(selectWaitlistOffer);

  useEffect(() => {
    const link = offerOfFragment(hash);
    if (link) dispatch(loadWaitlistOffer(link));
  }, [dispatch, hash]);
  useEffect(() => () => void dispatch(waitlistOfferClosed()), [dispatch]);

  if (state.status === 'idle') return <>{children}</>;
  if (state.status === 'loading')
    return (
      <div className="text-center py-4">
        <span className="spinner-border spinner-border-sm" role="status" aria-label={t('offer.loading')} />
      </div>
    );
  const view = state.offer && offerSaleView(sale, state.offer);
  if (state.status === 'failed' || !state.offer || !view || !state.link)
    return (
      <>
        <Notice color="warning">
          <RefusalText refusal={state.failure ?? { reason: 'waitlistOfferUnknown', params: {} }} />
        </Notice>
        {children}
      </>
    );
  return (
    <section id={BUY_SECTION} aria-labelledby={OFFER_TITLE}>
      <div className="card">
        <div className="card-body p-3 p-sm-4">
          <h2 id={OFFER_TITLE} className="h5 mb-3">
            {t('offer.title')}
          </h2>
          <Notice color="success">
            {t('offer.held', {
              count: state.offer.quantity,
              package: packageOf(sale, state.offer.packageIndex)?.detail ?? '',
              time: londonClockTime(state.offer.heldUntil),
            })}
          </Notice>
          <Suspense
            fallback={
              <span
                className="spinner-border spinner-border-sm"
                role="status"
                aria-label={t('offer.loading')}
              />
            }
          >
            <BuyTicketsForm sale={view} offer={state.link} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
