import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { formatGBP } from '@/domain/money';
import { withdraw } from '../slice';
import { selectBalance, selectWithdrawal } from '../slice/selectors';
import { PayoutReadinessNotice } from './PayoutReadinessNotice';

/** The withdrawable balance and Transfer to Bank Account, with what the last press came to. */
export function BalanceCard() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectBalance);
  const { running, notice } = useAppSelector(selectWithdrawal);
  return (
    <Card className="h-100">
      <CardBody>
        <h2 className="h6 text-muted mb-2" id="payments-balance">
          {t('balance.title')}
        </h2>
        <p className="display-6 fw-semibold mb-3" aria-labelledby="payments-balance">
          {formatGBP(balance)}
        </p>
        <PayoutReadinessNotice />
        <Button color="primary" disabled={running} onClick={() => dispatch(withdraw())}>
          {running ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
          {running ? t('balance.transferring') : t('balance.transfer')}
        </Button>
        {notice ? (
          <div className="mt-3 mb-0">
            {notice.kind === 'paid' ? <Notice color="success">{t('balance.paid')}</Notice> : null}
            {notice.kind === 'verificationPending' ? (
              <Notice color="warning">{t('balance.verificationPending')}</Notice>
            ) : null}
            {notice.kind === 'onboarding' ? (
              <Notice color="info">
                {t('balance.onboarding')}{' '}
                <a href={notice.url} target="_blank" rel="noopener noreferrer">
                  {t('balance.onboardingLink')}
                </a>
              </Notice>
            ) : null}
            {notice.kind === 'failed' ? (
              <Notice color="danger">
                <RefusalText refusal={notice.failure} />
              </Notice>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
