import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { enablePush } from '../slice';
import { selectPush } from '../slice/selectors';

/** Lets this browser receive push messages (booking received, payouts) while the app is closed. */
export function PushNotificationsCard() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPush);
  const pending = status === 'pending';
  return (
    <Card className="mt-3">
      <CardBody className="p-3 p-md-4">
        <h2 className="h5 mb-1">{t('push.heading')}</h2>
        <p className="text-muted">{t('push.intro')}</p>
        {status === 'enabled' ? <Notice color="success">{t('push.enabled')}</Notice> : null}
        {status === 'denied' ? <Notice color="warning">{t('push.denied')}</Notice> : null}
        {status === 'unsupported' ? <Notice color="info">{t('push.unsupported')}</Notice> : null}
        {status === 'failed' ? (
          <Notice color="danger">{error ? <RefusalText refusal={error} /> : t('push.failed')}</Notice>
        ) : null}
        <Button color="primary" outline disabled={pending} onClick={() => dispatch(enablePush())}>
          {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
          {pending ? t('push.enabling') : t('push.enable')}
        </Button>
      </CardBody>
    </Card>
  );
}
