import { useTranslation } from 'react-i18next';
import { Card, CardBody, Spinner, Table } from 'reactstrap';
import { formatGBP, fromPence } from '@/domain/money';
import { profitSummary, type ProfitFees } from '@/domain/profitSummary';
import type { RoleGroup } from '@/domain/roles';
import type { PlatformEvent } from '@/features/events/slice/types';
import type { TicketStatsState } from '@/features/events/tickets/slice/types';

interface ProfitSummaryCardProps {
  event: PlatformEvent;
  /** The role group of the event's owner, who reads the summary. */
  owner: RoleGroup;
  fees: Partial<ProfitFees> | null;
  stats: TicketStatsState;
}

/** A row of the summary: the spec's name for it, and for a percentage charge its rate on a line of its own. */
interface SummaryRow {
  label: string;
  rate?: string;
  pence: number;
}

const money = (pence: number) => formatGBP(fromPence(pence));
const percent = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value);

/** The spec's profit summary: payments to the booked venue and managers, IGP Fee, Tax, Tickets Sold, Total Profit. */
export function ProfitSummaryCard({ event, owner, fees, stats }: ProfitSummaryCardProps) {
  const { t } = useTranslation('events');
  const title = (
    <h2 id="event-profit" className="h5 mb-3">
      {t('profit.title')}
    </h2>
  );
  if (!stats.stats) {
    return (
      <section aria-labelledby="event-profit" className="h-100 d-flex flex-column">
        {title}
        <Card className="flex-grow-1 mb-0">
          <CardBody className="text-center py-4">
            {stats.status === 'failed' ? (
              <p className="mb-0">{t('profit.unavailable')}</p>
            ) : (
              <Spinner size="sm" aria-label={t('profit.loading')} />
            )}
          </CardBody>
        </Card>
      </section>
    );
  }
  const summary = profitSummary({ owner, event, ticketsSoldPence: stats.stats.revenuePence, fees });
  const rows: SummaryRow[] = [
    ...(summary.venuePaymentPence !== null
      ? [
          {
            label: t('profit.venuePayment', { name: event.venue?.venueName ?? '' }),
            pence: summary.venuePaymentPence,
          },
        ]
      : []),
    ...(summary.managerPayments ?? []).map((payment) => ({
      label: t('profit.managerPayment', { name: payment.name }),
      pence: payment.pence,
    })),
    {
      label: t('profit.igpFee'),
      rate: t('profit.rate', { percent: percent(summary.feePercentage) }),
      pence: summary.igpFeePence,
    },
    {
      label: t('profit.tax'),
      rate: t('profit.rate', { percent: percent(summary.taxPercentage) }),
      pence: summary.taxPence,
    },
    { label: t('profit.ticketsSold'), pence: summary.ticketsSoldPence },
  ];
  return (
    <section aria-labelledby="event-profit" className="h-100 d-flex flex-column">
      {title}
      <Card className="flex-grow-1 mb-0">
        <CardBody>
          <Table borderless size="sm" className="mb-0 profit-summary" aria-labelledby="event-profit">
            <tbody>
              {rows.map(({ label, rate, pence }, index) => (
                <tr key={`${index}-${label}`}>
                  <th scope="row" className="fw-normal text-break">
                    <span className="d-block">{label}</span>
                    {rate ? <span className="d-block small text-muted">{rate}</span> : null}
                  </th>
                  <td className="text-end text-nowrap">{money(pence)}</td>
                </tr>
              ))}
              <tr className="border-top">
                <th scope="row" className="pt-2">
                  {t('profit.totalProfit')}
                </th>
                <td
                  className={`text-end text-nowrap fw-bold pt-2 ${summary.totalProfitPence < 0 ? 'text-danger' : 'text-success'}`}
                >
                  {money(summary.totalProfitPence)}
                </td>
              </tr>
            </tbody>
          </Table>
        </CardBody>
      </Card>
    </section>
  );
}
