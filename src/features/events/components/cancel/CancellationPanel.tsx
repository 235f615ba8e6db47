import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, Progress, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { refundPercent } from '@/domain/cancellation';
import { fromPence } from '@/domain/money';
import { retryRefunds, watchRefundJob } from '@/features/events/cancellation/slice';
import { selectCancellation } from '@/features/events/cancellation/slice/selectors';

/** A cancelled event's refunds for its owner: 'Refunded 1,200 of 5,000', the declined ones and their retry. */
export function CancellationPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('events');
  const dispatch = useAppDispatch();
  const { price } = useDisplayFormat();
  const { eventId: watched, job, retrying } = useAppSelector(selectCancellation);
  useEffect(() => {
    dispatch(watchRefundJob({ id: eventId }));
  }, [dispatch, eventId]);
  const current = watched === eventId ? job : null;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Card className="mb-4 border-danger">
      <CardBody>
        <h2 className="h5">{t('cancel.panelTitle')}</h2>
        {current ? (
          <>
            <p className="mb-1" role="status">
              {t('cancel.progress', {
                refunded: number(current.refundedTickets),
                total: number(current.totalTickets ?? 0),
              })}
              {current.status === 'finished' ? ` ${t('cancel.finished')}` : ''}
            </p>
            <Progress value={refundPercent(current)} className="mb-3" aria-label={t('cancel.panelTitle')} />
            {current.declined.length > 0 ? (
              <>
                <Alert color="warning" className="mb-2">
                  {t('cancel.declined', { count: current.declinedTickets })}
                </Alert>
                <Table size="sm" responsive className="mb-2">
                  <thead>
                    <tr>
                      <th>{t('cancel.buyer')}</th>
                      <th>{t('cancel.amount')}</th>
                      <th>{t('cancel.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {current.declined.map((item) => (
                      <tr key={item.purchaseId}>
                        <td className="text-break">{item.name}</td>
                        <td>{price(fromPence(item.totalPence))}</td>
                        <td className="text-break">{item.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                <Button
                  color="primary"
                  size="sm"
                  disabled={retrying}
                  onClick={() => dispatch(retryRefunds({ id: eventId }))}
                >
                  {retrying ? t('cancel.retrying') : t('cancel.retry')}
                </Button>
              </>
            ) : null}
          </>
        ) : (
          <p className="mb-0 text-muted">{t('cancel.loadingJob')}</p>
        )}
      </CardBody>
    </Card>
  );
}
