import { useRefusalText } from '@/components/ui/RefusalText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, Card, CardBody, Col, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
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
export default function PublicEventPage() {
  const { t } = useTranslation('ticketShop');
  const refusalText = useRefusalText();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, eventId, sale: loaded, failure } = useAppSelector(selectSale);
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
            <Button color="danger" outline size="sm" onClick={() => dispatch(loadSale(id))}>
              {t('event.retry')}
            </Button>
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
      <Row className="g-3 g-lg-4">
        <Col lg={7}>
          <Card className="overflow-hidden">
            <Carousel
              images={sale.attachments}
              height={280}
              label={t('event.pictures', { title: sale.title })}
            />
          </Card>
          <EventFacts event={sale} />
          {availability === 'onSale' ? (
            <a href={`#${BUY_SECTION}`} className="btn btn-primary btn-lg w-100 d-lg-none mb-4">
              {t('event.buyJump')}
            </a>
          ) : null}
          <Card>
            <CardBody>
              <h2 className="h5">{t('event.about')}</h2>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {sale.description}
              </p>
            </CardBody>
          </Card>
        </Col>
        <Col lg={5}>
          <WaitlistOffer sale={sale}>
            <TicketsSection sale={sale} availability={availability} />
          </WaitlistOffer>
        </Col>
      </Row>
    </ShopLayout>
  );
}
