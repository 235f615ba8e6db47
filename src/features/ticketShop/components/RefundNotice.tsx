import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { TicketPurchaseView } from '@/domain/ticketSale';
import { fromPence } from '@/domain/money';

/** On a cancelled event's ticket page: the event is off, the tickets are void, and what became of the money. */
export function RefundNotice({ purchase }: { purchase: TicketPurchaseView }) {
  const { t } = useTranslation('ticketShop');
  const { price } = useDisplayFormat();
  if (purchase.cancelled !== true) return null;
  const refund = purchase.refund ?? null;
  return (
    <Notice color="warning">
      <p className="fw-semibold mb-1">{t('refund.cancelled')}</p>
      <p className="mb-0">
        {refund
          ? t(`refund.${refund.status}`, { amount: price(fromPence(refund.totalPence)) })
          : t('refund.pending')}
      </p>
    </Notice>
  );
}
