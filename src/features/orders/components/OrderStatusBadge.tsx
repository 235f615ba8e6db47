import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { Order } from '@/domain/entities';
import { isCompletedOrder } from '@/domain/orders';

export function OrderStatusBadge({ order }: { order: Pick<Order, 'status'> }) {
  const { t } = useTranslation('orders');
  return isCompletedOrder(order) ? (
    <Badge color="success" pill>
      {t('status.completed')}
    </Badge>
  ) : (
    <Badge color="primary" pill>
      {t('status.active')}
    </Badge>
  );
}
