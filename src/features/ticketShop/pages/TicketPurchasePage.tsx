import { useRefusalText } from '@/components/ui/RefusalText';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopDispatch, useShopSelector } from '@/app/shop/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import type { BoughtState } from '../components/BuyTicketsForm';
import { CalendarButton } from '../components/CalendarButton';
import { EventFacts } from '../components/EventFacts';
import { RefundNotice } from '../components/RefundNotice';
import { forgetArrivalState, ShopLink, useShopAddress } from '../components/ShopAddress';
import { ShopLayout } from '../components/ShopLayout';
import { TicketCard } from '../components/TicketCard';
import { usePageTitle } from '../components/usePageTitle';
import { loadPurchase } from '../slice';
import { selectPurchase } from '../slice/selectors';

/** The buyer's tickets (/t/{purchaseId}?k={key}): the link is the key, so it opens without an account. */
export default function TicketPurchasePage({ id }: { id: string }) {
  const { t } = useTranslation('ticketShop');
  const refusalText = useRefusalText();
  const address = useShopAddress();
  const key = new URLSearchParams(address.search).get('k') ?? '';
  const justBought = (address.state as BoughtState | null)?.bought === true;
  // Thanked on arrival from the purchase only: a reload hydrates without history state, and the state is dropped.
  const [thanked] = useState(justBought);
  useEffect(() => {
    if (justBought) forgetArrivalState();
  }, [justBought]);
  const dispatch = useShopDispatch();
  const { status, purchaseId, purchase: loaded, failure } = useShopSelector(selectPurchase);
  const purchase = purchaseId === id ? loaded : null;
  usePageTitle(purchase ? t('tickets.pageTitle', { title: purchase.event.title }) : undefined);

  // The server rendered the page from these tickets and embedded them (src/app/shop): no second request.
  const needsLoad = purchaseId !== id || status === 'idle';
  useEffect(() => {
    if (needsLoad) dispatch(loadPurchase({ purchaseId: id, key }));
  }, [dispatch, id, key, needsLoad]);

  if (!purchase) {
    const settled = purchaseId === id && (status === 'succeeded' || status === 'failed');
    return (
      <ShopLayout>
        {!settled ? (
          <Spinner />
        ) : status === 'failed' ? (
          <Notice color="danger">
            <p>{t('tickets.loadFailed', { message: failure ? refusalText(failure) : '' })}</p>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => dispatch(loadPurchase({ purchaseId: id, key }))}
            >
              {t('tickets.retry')}
            </button>
          </Notice>
        ) : (
          <EmptyState message={t('tickets.notFound')} pageHeading />
        )}
      </ShopLayout>
    );
  }

  const { event, tickets } = purchase;
  // A cancelled event's tickets are void: nothing to add to a calendar or keep for the door.
  const voided = purchase.cancelled === true;
  return (
    <ShopLayout>
      {thanked ? <Notice color="success">{t('tickets.thanks')}</Notice> : null}
      <RefundNotice purchase={purchase} />
      <p className="text-muted mb-1">{t('tickets.title', { count: tickets.length })}</p>
      <h1 className="h3 mb-1 text-break">{event.title}</h1>
      <p className="mb-3">{t('tickets.for', { name: purchase.buyerName })}</p>
      <EventFacts event={event} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        {voided ? null : <CalendarButton purchaseId={id} accessKey={key} event={event} />}
        <ShopLink href={paths.publicEvent.href(event.id)} className="btn btn-link">
          {t('tickets.backToEvent')}
        </ShopLink>
      </div>
      {voided ? null : <p className="text-muted">{t('tickets.keep')}</p>}
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
        {tickets.map((ticket, index) => (
          <li key={ticket.ticketId} className="col">
            <TicketCard ticket={ticket} number={index + 1} total={tickets.length} voided={voided} />
          </li>
        ))}
      </ul>
    </ShopLayout>
  );
}
