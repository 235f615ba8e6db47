import { missingPayoutDetails } from '@gigvenue/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { selectPayoutReadiness } from '../slice/selectors';

/**
 * What the payout account still needs before it can be paid, as the provider last said (nothing until it has said
 * anything, and nothing once payouts are on and nothing is due).
 */
export function PayoutReadinessNotice() {
  const { t } = useTranslation('payments');
  const readiness = useAppSelector(selectPayoutReadiness);
  if (!readiness || (readiness.payoutsEnabled && readiness.currentlyDue.length === 0)) return null;
  const missing = missingPayoutDetails(readiness.currentlyDue);
  return (
    <Notice color={readiness.payoutsEnabled ? 'info' : 'warning'}>
      {readiness.payoutsEnabled ? t('readiness.due') : t('readiness.paused')}
      {missing.length > 0 ? (
        <ul className="mb-0 mt-1">
          {missing.map((group) => (
            <li key={group}>{t(`readiness.requirements.${group}`)}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
