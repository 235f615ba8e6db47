import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Badge, Card, CardBody, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { paths } from '@/config/paths';
import { formatGBP, fromPence } from '@/domain/money';
import { utcDateOf } from '@/domain/orders';
import { clearanceStatus, lineTotals } from '@/domain/payments';
import { loadPaymentDetails } from '../slice';
import { selectPaymentDetails } from '../slice/selectors';
import '@/components/ui/stackedTable.css';

const CLEARANCE_COLORS = { success: 'success', failed: 'danger', pending: 'warning' } as const;
const COLUMNS = ['name', 'quantity', 'total', 'platform', 'transfer'] as const;
const money = (pence: number) => formatGBP(fromPence(pence));

/** One event's payment: its clearance and what the account was credited for it, line by line. Loads by id. */
export default function PaymentDetailsPage() {
  const { t } = useTranslation('payments');
  const format = useDisplayFormat();
  const dispatch = useAppDispatch();
  const { eventId = '' } = useParams();
  const details = useAppSelector(selectPaymentDetails);

  useEffect(() => {
    if (eventId) dispatch(loadPaymentDetails(eventId));
  }, [dispatch, eventId]);

  const back = (
    <Link to={paths.payments.href()} className="d-inline-block mb-3">
      {t('details.back')}
    </Link>
  );
  if (details.eventId !== eventId || details.status === 'loading' || details.status === 'idle')
    return <Spinner />;
  if (details.status === 'failed') {
    return (
      <>
        {back}
        <Notice color="danger">
          {details.error ? <RefusalText refusal={details.error} /> : t('details.loadFailed')}
        </Notice>
      </>
    );
  }
  const { event, entries } = details;
  if (!event) {
    return (
      <EmptyState message={t('details.notFound')} pageHeading>
        <Link to={paths.payments.href()}>{t('details.back')}</Link>
      </EmptyState>
    );
  }
  const clearance = clearanceStatus(event);
  const lines = entries.flatMap((entry) =>
    entry.lines.map((line, index) => ({ key: `${entry.id}-${index}`, ...line })),
  );
  const totals = lineTotals(entries);
  return (
    <>
      {back}
      <h1 className="h4 mb-1">{t('details.title')}</h1>
      <p className="text-muted mb-3">
        {event.title} · {format.date(utcDateOf(event.date))}
      </p>
      <Card>
        <CardBody>
          <p className="mb-3">
            <span className="me-2">{t('details.clearance')}</span>
            <Badge
              color={CLEARANCE_COLORS[clearance]}
              pill
              className={clearance === 'pending' ? 'text-dark' : undefined}
            >
              {t(`details.clearanceStatus.${clearance}`)}
            </Badge>
          </p>
          {lines.length === 0 ? (
            <p className="text-muted mb-0">{t('details.empty')}</p>
          ) : (
            <Table className="stacked-table align-middle mb-0" role="table" aria-label={t('details.title')}>
              <thead className="table-light" role="rowgroup">
                <tr role="row">
                  {COLUMNS.map((column) => (
                    <th key={column} role="columnheader" scope="col">
                      {t(`details.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {lines.map((line) => (
                  <tr key={line.key} role="row">
                    <td role="cell" className="text-break" data-label={t('details.columns.name')}>
                      {line.name}
                    </td>
                    <td role="cell" data-label={t('details.columns.quantity')}>
                      {line.quantity}
                    </td>
                    <td role="cell" className="text-nowrap" data-label={t('details.columns.total')}>
                      {money(line.grossPence)}
                    </td>
                    <td role="cell" className="text-nowrap" data-label={t('details.columns.platform')}>
                      {money(line.platformPence + line.taxPence)}
                    </td>
                    <td
                      role="cell"
                      className="text-nowrap fw-semibold"
                      data-label={t('details.columns.transfer')}
                    >
                      {money(line.transferPence)}
                    </td>
                  </tr>
                ))}
                <tr role="row" className="fw-semibold">
                  <td role="cell" data-label={t('details.columns.name')}>
                    {t('details.totals')}
                  </td>
                  <td role="cell" data-label={t('details.columns.quantity')}>
                    {totals.quantity}
                  </td>
                  <td role="cell" className="text-nowrap" data-label={t('details.columns.total')}>
                    {money(totals.grossPence)}
                  </td>
                  <td role="cell" className="text-nowrap" data-label={t('details.columns.platform')}>
                    {money(totals.feesPence)}
                  </td>
                  <td role="cell" className="text-nowrap" data-label={t('details.columns.transfer')}>
                    {money(totals.transferPence)}
                  </td>
                </tr>
              </tbody>
            </Table>
          )}
        </CardBody>
      </Card>
    </>
  );
}
