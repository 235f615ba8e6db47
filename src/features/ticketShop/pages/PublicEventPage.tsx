import { useRefusalText } from '@/components/ui/RefusalText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { Carousel } from '@/components/ui/Carousel';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { saleAvailability } from '@/domain/ticketSale';
import { EventFacts } from '../components/EventFacts';
import { ShopLayout } from '../components/ShopLayout';
import { BUY_SECTION, TicketsSection } from '../components/TicketsSection';
import { usePageTitle } from '../components/usePageTitle';
import { WaitlistOffer } from '../components/WaitlistOffer';
import { loadSale } from '../slice';
import { selectSale } from '../slice/selectors';

/** An event's public page (/e/{id}): what, when and where, and its tickets for sale to anyone, no account needed. */
export default function PublicEventPage({ id }: { id: string }) {
  const { t } = useTranslation('ticketShop');
  const refusalText = useRefusalText();
  const dispatch = useShopDispatch();
  const { status, eventId, sale: loaded, failure } = useShopSelector(selectSale);
  const sale = eventId === id ? loaded : null;
  usePageTitle(sale?.title);

  // The server rendered the page from this very view and embedded it (src/app/shop): no second request. A view
  // gone stale (tickets were bought since) or another event's loads.
  const needsLoad = eventId !== id || status === 'idle';
  useEffect(() => {
    if (needsLoad) dispatch(loadSale(id));
  }, [dispatch, id, needsLoad]);

  if (!sale) {
    const settled = eventId === id && (status === 'succeeded' || status === 'failed');
    return (
      <ShopLayout>
        {!settled ? (
          <Spinner />
        ) : status === 'failed' ? (
          <Notice color="danger">
            <p>{t('event.loadFailed', { message: failure ? refusalText(failure) : '' })}</p>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => dispatch(loadSale(id))}
            >
              {t('event.retry')}
            </button>
          </Notice>
        ) : (
          <EmptyState message={t('event.notFound')} pageHeading />
        )}
      </ShopLayout>
    );
  }

  // A cancelled event (issue 20 adds the flag to the sale view) sells nothing.
  const availability = sale.cancelled === true ? 'cancelled' : saleAvailability(sale);
  return (
    <ShopLayout>
      <h1 className="h3 mb-3 text-break">{sale.title}</h1>
      <div className="row g-3 g-lg-4">
        <div className="col-lg-7">
          <div className="card overflow-hidden">
            <Carousel
              images={sale.attachments}
              height={280}
              label={t('event.pictures', { title: sale.title })}
            />
          </div>
          <EventFacts event={sale} />
          {availability === 'onSale' ? (
            <a href={`#${BUY_SECTION}`} className="btn btn-primary btn-lg w-100 d-lg-none mb-4">
              {t('event.buyJump')}
            </a>
          ) : null}
          <div className="card">
            <div className="card-body">
              <h2 className="h5">{t('event.about')}</h2>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {sale.description}
              </p>
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          <WaitlistOffer sale={sale}>
            <TicketsSection sale={sale} availability={availability} />
          </WaitlistOffer>
        </div>
      </div>
    </ShopLayout>
  );
}
