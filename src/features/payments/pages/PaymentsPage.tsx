import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Col, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { AddCardModal } from '../components/AddCardModal';
import { BalanceCard } from '../components/BalanceCard';
import { CardsCard } from '../components/CardsCard';
import { PaymentEventsTable } from '../components/PaymentEventsTable';
import { StatementTable } from '../components/StatementTable';
import { loadPayments, loadPayoutAccount, paymentsReset } from '../slice';
import { selectOverview } from '../slice/selectors';

export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const overview = useAppSelector(selectOverview);
  // A reload after a withdrawal keeps what is shown until the new figures arrive, rather than blanking the page.
  const hasFigures = overview.events.length > 0 || overview.statement.length > 0;
  const showsFigures = overview.status === 'succeeded' || (overview.status === 'loading' && hasFigures);
  const reload = useCallback(() => {
    dispatch(loadPayments());
  }, [dispatch]);

  useEffect(() => {
    reload();
    dispatch(loadPayoutAccount());
    return () => void dispatch(paymentsReset());
  }, [dispatch, reload]);

  return (
    <>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <Row className="g-3 mb-3">
        <Col xs={12} lg={6}>
          <BalanceCard />
        </Col>
        <Col xs={12} lg={6}>
          <CardsCard />
        </Col>
      </Row>
      {overview.status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{overview.error ? <RefusalText refusal={overview.error} /> : t('loadFailed')}</span>
          <Button size="sm" color="danger" outline onClick={reload}>
            {t('retry')}
          </Button>
        </Notice>
      ) : null}
      {(overview.status === 'loading' || overview.status === 'idle') && !showsFigures ? (
        <Spinner label={t('loading')} />
      ) : null}
      {showsFigures ? (
        <>
          <Card className="mb-3">
            <CardBody>
              <h2 className="h5 mb-3">{t('events.title')}</h2>
              {overview.events.length === 0 ? (
                <p className="text-muted mb-0">{t('events.empty')}</p>
              ) : (
                <PaymentEventsTable events={overview.events} />
              )}
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <h2 className="h5 mb-3">{t('statement.title')}</h2>
              {overview.statement.length === 0 ? (
                <p className="text-muted mb-0">{t('statement.empty')}</p>
              ) : (
                <StatementTable entries={overview.statement} />
              )}
            </CardBody>
          </Card>
        </>
      ) : null}
      <AddCardModal />
    </>
  );
}
