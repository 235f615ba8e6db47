import { useTranslation } from 'react-i18next';
import { Table } from 'reactstrap';
import { formatGBP } from '@/domain/money';
import { linesTotal, type BookedLine } from '../forms/bookingSelection';

/** The booked slots with their stored prices and the total to pay. */
export function PaymentSummary({ lines }: { lines: readonly BookedLine[] }) {
  const { t } = useTranslation('eventForm');
  return (
    <div className="table-responsive mb-3">
      <Table className="align-middle mb-0" aria-label={t('payment.summary')}>
        <thead>
          <tr>
            <th scope="col">{t('payment.bookedWith')}</th>
            <th scope="col">{t('payment.slot')}</th>
            <th scope="col" className="text-end">
              {t('payment.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>{line.party}</td>
              {/* The time sits under the title, so the price stays in view on a phone. */}
              <td>
                {line.title}
                <div className="small text-muted text-nowrap">
                  {t('booking.slotTime', { start: line.startTime, end: line.endTime })}
                </div>
              </td>
              <td className="text-end text-nowrap">{formatGBP(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('payment.total')}
            </th>
            <td className="text-end fw-bold text-nowrap" data-testid="payment-total">
              {formatGBP(linesTotal(lines))}
            </td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
