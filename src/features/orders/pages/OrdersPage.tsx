import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { OrdersTable } from '../components/OrdersTable';
import { loadOrders } from '../slice';
import { selectOrderList } from '../slice/selectors';
import '../orders.css';

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const { status, items, cursor } = useAppSelector(selectOrderList);
  const reload = useCallback(() => {
    dispatch(loadOrders({}));
  }, [dispatch]);

  // Every visit starts from the first page: new bookings may have arrived since the last one.
  useEffect(reload, [reload]);

  const loading = status === 'loading' || status === 'idle';
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('list.title')}</h1>
        <Link to={paths.receivedRatings.href()} className="small">
          {t('list.ratingsReceived')}
        </Link>
      </div>
      {status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('list.loadFailed')}</span>
          <Button size="sm" color="danger" outline onClick={reload}>
            {t('list.retry')}
          </Button>
        </Notice>
      ) : null}
      {loading && items.length === 0 ? <Spinner label={t('list.loading')} /> : null}
      {/* Only a read that worked can say there are no orders; a failed one says nothing about it. */}
      {status === 'succeeded' && items.length === 0 ? (
        <EmptyState message={t('list.empty')}>
          <Link to={paths.dashboard.href()}>{t('list.backToDashboard')}</Link>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <Card>
          <CardBody className="p-0 orders-table-scroll">
            <OrdersTable orders={items} />
          </CardBody>
        </Card>
      ) : null}
      {cursor && items.length > 0 ? (
        <div className="text-center mt-3">
          <Button color="primary" outline disabled={loading} onClick={() => dispatch(loadOrders({ cursor }))}>
            {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
