import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { visibleError } from '@/components/ui/form/fieldError';
import { ticketsLeftOf, type TicketSaleView } from '@/domain/ticketSale';
import { PackageSummary } from './PackageSummary';

/** The packages as large radio rows (easy to tap on a phone); a sold-out one cannot be chosen. */
export function PackageField({ sale, disabled }: { sale: TicketSaleView; disabled: boolean }) {
  const { t } = useTranslation('ticketShop');
  const [field, meta] = useField<string>('packageIndex');
  const error = visibleError(meta);
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-2">{t('buy.package')}</legend>
      {sale.packages.map((item) => {
        const left = ticketsLeftOf(sale, item);
        const optionId = `${id}-${item.index}`;
        return (
          <label
            key={item.index}
            htmlFor={optionId}
            className="ticket-shop-package d-flex align-items-center gap-3 border rounded p-3 mb-2"
          >
            <input
              id={optionId}
              type="radio"
              className="form-check-input flex-shrink-0 mt-0"
              name={field.name}
              value={String(item.index)}
              checked={field.value === String(item.index)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled || left === 0}
            />
            <PackageSummary item={item} left={left} />
          </label>
        );
      })}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error)}
        </div>
      ) : null}
    </fieldset>
  );
}
