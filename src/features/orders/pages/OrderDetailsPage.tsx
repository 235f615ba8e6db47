import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { OrderCards } from '../components/OrderCards';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { useOrderFromRoute } from '../components/useOrderFromRoute';
import { selectSessionUid } from '@/app/session';
import '../orders.css';

export default function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const uid = useAppSelector(selectSessionUid);
  const { order, loading, failed, reload } = useOrderFromRoute();

  const back = (
    <Link to={paths.orders.href()} className="d-inline-block mb-3">
      {t('details.backArrow')} {t('details.backToOrders')}
    </Link>
  );
  const failure = failed ? (
    <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{t('details.loadFailed')}</span>
      <Button size="sm" color="danger" outline onClick={reload}>
        {t('details.retry')}
      </Button>
    </Notice>
  ) : null;

  if (!order) {
    if (loading) return <Spinner label={t('details.loading')} />;
    return (
      <>
        {failure}
        {/* A failed read says only that; "No Data Available" is for an order that is missing or not this account's. */}
        {failed ? (
          back
        ) : (
          <EmptyState message={t('details.empty')} pageHeading>
            <Link to={paths.orders.href()}>{t('details.backToOrders')}</Link>
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <>
      {back}
      {failure}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 text-break">{order.eventDetails.title || t('list.untitled')}</h1>
        <OrderStatusBadge order={order} />
      </div>
      <OrderCards order={order} viewerUid={uid} />
    </>
  );
}
