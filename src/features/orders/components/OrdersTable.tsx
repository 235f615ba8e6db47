import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Table } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { paths } from '@/config/paths';
import type { Order } from '@/domain/entities';
import { formatGBP } from '@/domain/money';
import { ORDER_DESCRIPTION_PREVIEW, utcDateOf } from '@/domain/orders';
import { truncate } from '@/domain/text';
import { OrderStatusBadge } from './OrderStatusBadge';
import '@/components/ui/stackedTable.css';

const COLUMNS = [
  'date',
  'status',
  'event',
  'location',
  'slotTime',
  'duration',
  'description',
  'slotPrice',
] as const;

/**
 * The received orders, one row each; a row opens the order's details with the order in navigation state so the
 * page shows it at once. The title is the row's link, so keyboards and screen readers reach it too. The explicit
 * roles keep the table's meaning on phones, where CSS lays rows out as cards.
 */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('orders');
  const format = useDisplayFormat();
  const navigate = useNavigate();
  const open = (order: Order) => navigate(paths.orderDetails.href(order.id), { state: { order } });

  return (
    <Table
      hover
      className="stacked-table orders-table align-middle mb-0"
      role="table"
      aria-label={t('list.title')}
    >
      <thead className="table-light" role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {orders.map((order) => {
          const { eventDetails: event, slot } = order;
          return (
            <tr key={order.id} role="row" className="orders-table-row" onClick={() => open(order)}>
              <td role="cell" className="text-nowrap" data-label={t('columns.date')}>
                {format.date(utcDateOf(order.bookingDate))}
              </td>
              <td role="cell" data-label={t('columns.status')}>
                <OrderStatusBadge order={order} />
              </td>
              <td role="cell" className="fw-medium orders-table-wide" data-label={t('columns.event')}>
                <Link
                  to={paths.orderDetails.href(order.id)}
                  state={{ order }}
                  className="text-break"
                  onClick={(click) => click.stopPropagation()}
                >
                  {event.title || t('list.untitled')}
                </Link>
              </td>
              <td role="cell" className="text-break orders-table-wide" data-label={t('columns.location')}>
                {event.eventLocation}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('columns.slotTime')}>
                {t('timeRange', { start: slot.startTime, end: slot.endTime })}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('columns.duration')}>
                {event.requiredTime}
              </td>
              <td role="cell" className="orders-table-description" data-label={t('columns.description')}>
                {truncate(event.description, ORDER_DESCRIPTION_PREVIEW)}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('columns.slotPrice')}>
                {formatGBP(slot.price)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
