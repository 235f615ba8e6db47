import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, Card, CardBody, Col, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Carousel } from '@/components/ui/Carousel';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { saleAvailability, type TicketSaleView } from '@/domain/ticketSale';
import { BuyTicketsForm } from '../components/BuyTicketsForm';
import { EventFacts } from '../components/EventFacts';
import { PackageList } from '../components/PackageSummary';
import { ShopLayout } from '../components/ShopLayout';
import { usePageTitle } from '../components/usePageTitle';
import { loadSale } from '../slice';
import { selectSale } from '../slice/selectors';

const BUY_SECTION = 'buy-tickets';

function TicketsSection({ sale }: { sale: TicketSaleView }) {
  const { t } = useTranslation('ticketShop');
  const availability = saleAvailability(sale);
  return (
    <section id={BUY_SECTION} aria-labelledby={`${BUY_SECTION}-title`}>
      <Card>
        <CardBody className="p-3 p-sm-4">
          <h2 id={`${BUY_SECTION}-title`} className="h5 mb-3">
            {t('buy.title')}
          </h2>
          {availability === 'onSale' ? (
            <BuyTicketsForm sale={sale} />
          ) : (
            <>
              <Notice color={availability === 'soldOut' ? 'warning' : 'info'}>
                {availability === 'soldOut' ? t('sale.soldOut') : t('sale.notOnSale')}
              </Notice>
              <PackageList sale={sale} />
            </>
          )}
        </CardBody>
      </Card>
    </section>
  );
}

/** An event's public page (/e/{id}): what, when and where, and its tickets for sale to anyone, no account needed. */
export default function PublicEventPage() {
  // The card form's namespace loads with the page, not when a paid package is first picked (that would suspend
  // the form mid-click).
  const { t } = useTranslation(['ticketShop', 'card']);
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, eventId, sale: loaded, error } = useAppSelector(selectSale);
  const sale = eventId === id ? loaded : null;
  usePageTitle(sale?.title);

  useEffect(() => {
    dispatch(loadSale(id));
  }, [dispatch, id]);

  if (!sale) {
    const settled = eventId === id && (status === 'succeeded' || status === 'failed');
    return (
      <ShopLayout>
        {!settled ? (
          <Spinner />
        ) : status === 'failed' ? (
          <Notice color="danger">
            <p>{t('event.loadFailed', { message: error })}</p>
            <Button color="danger" outline size="sm" onClick={() => dispatch(loadSale(id))}>
              {t('event.retry')}
            </Button>
          </Notice>
        ) : (
          <EmptyState message={t('event.notFound')} />
        )}
      </ShopLayout>
    );
  }

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
          {saleAvailability(sale) === 'onSale' ? (
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
          <TicketsSection sale={sale} />
        </Col>
      </Row>
    </ShopLayout>
  );
}
