import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { transferBadge, type PaymentEventRow } from '@/domain/payments';

const COLORS = { pending: 'warning', transferred: 'success', failed: 'danger' } as const;

export function TransferBadge({ event }: { event: Pick<PaymentEventRow, 'status' | 'isPaymentCleared'> }) {
  const { t } = useTranslation('payments');
  const badge = transferBadge(event);
  return (
    <Badge color={COLORS[badge]} pill className={badge === 'pending' ? 'text-dark' : undefined}>
      {t(`badge.${badge}`)}
    </Badge>
  );
}
