import { useTranslation } from 'react-i18next';
import { formatGBP } from '@/domain/money';
import { ticketsLeftOf, type SalePackage, type TicketSaleView } from '@/domain/ticketSale';

/** A package's name and price per ticket, and what is left of it while the event sells (`left` null otherwise). */
export function PackageSummary({ item, left }: { item: SalePackage; left: number | null }) {
  const { t } = useTranslation('ticketShop');
  return (
    <span className="d-flex flex-wrap align-items-center justify-content-between column-gap-3 row-gap-1 w-100">
      <span className="fw-semibold text-break">{item.detail}</span>
      <span className="d-flex align-items-center gap-2 ms-auto">
        <span className="fw-bold">{item.price > 0 ? formatGBP(item.price) : t('packages.free')}</span>
        {left === null ? null : left > 0 ? (
          <span className="badge bg-light text-body border fw-normal">
            {t('packages.left', { count: left })}
          </span>
        ) : (
          <span className="badge bg-secondary">{t('packages.soldOut')}</span>
        )}
      </span>
    </span>
  );
}

/** The packages of an event that is not selling now (sold out, over, or not open), for reading only. */
export function PackageList({ sale }: { sale: TicketSaleView }) {
  const { t } = useTranslation('ticketShop');
  if (sale.packages.length === 0) return <p className="text-muted mb-0">{t('packages.none')}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {sale.packages.map((item) => (
        <li key={item.index} className="border rounded p-3 mb-2">
          <PackageSummary item={item} left={sale.onSale ? ticketsLeftOf(sale, item) : null} />
        </li>
      ))}
    </ul>
  );
}
