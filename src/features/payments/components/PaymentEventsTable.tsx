import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Table } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { paths } from '@/config/paths';
import { formatGBP, fromPence } from '@/domain/money';
import { utcDateOf } from '@/domain/orders';
import type { PaymentEventRow } from '@/domain/payments';
import { truncate } from '@/domain/text';
import { TransferBadge } from './TransferBadge';
import '@/components/ui/stackedTable.css';

/** The spec's payments title preview. */
export const PAYMENT_TITLE_PREVIEW = 50;
const PAGE_SIZE = 10;
const COLUMNS = ['date', 'title', 'status', 'soldTickets', 'revenue', 'transfer', 'details'] as const;

/** The account's events with their sales and transfer state, ten to a page; each links to its payment details. */
export function PaymentEventsTable({ events }: { events: readonly PaymentEventRow[] }) {
  const { t } = useTranslation('payments');
  const format = useDisplayFormat();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(events.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = events.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <>
      <Table hover className="stacked-table align-middle mb-0" role="table" aria-label={t('events.title')}>
        <thead className="table-light" role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {t(`events.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shown.map((event) => (
            <tr key={event.id} role="row">
              <td role="cell" className="text-nowrap" data-label={t('events.columns.date')}>
                {format.date(utcDateOf(event.date))}
              </td>
              <td role="cell" className="fw-medium text-break" data-label={t('events.columns.title')}>
                {truncate(event.title, PAYMENT_TITLE_PREVIEW)}
              </td>
              <td role="cell" data-label={t('events.columns.status')}>
                {t(`events.status.${event.status}`, { defaultValue: event.status })}
              </td>
              <td role="cell" data-label={t('events.columns.soldTickets')}>
                {event.soldTickets ?? t('events.noTickets')}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('events.columns.revenue')}>
                {formatGBP(fromPence(event.revenuePence))}
              </td>
              <td role="cell" data-label={t('events.columns.transfer')}>
                <TransferBadge event={event} />
              </td>
              <td role="cell" data-label={t('events.columns.details')}>
                <Link
                  to={paths.paymentDetails.href(event.id)}
                  aria-label={t('events.detailsOf', { title: event.title })}
                >
                  {t('events.details')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pages > 1 ? (
        <nav
          className="d-flex align-items-center justify-content-end gap-2 mt-3"
          aria-label={t('events.title')}
        >
          <Button size="sm" color="light" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('events.previous')}
          </Button>
          <span className="small text-muted">{t('events.page', { page: current + 1, pages })}</span>
          <Button
            size="sm"
            color="light"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('events.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
