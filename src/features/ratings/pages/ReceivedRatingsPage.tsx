import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { ReplyForm } from '../components/ReplyForm';
import { loadReceivedRatings, replyToRating } from '../slice';
import { selectRatingReply, selectReceivedRatings } from '../slice/selectors';

/** The ratings a venue owner or manager received, newest first, each with its one public reply or a way to give it. */
export default function ReceivedRatingsPage() {
  const { t } = useTranslation('ratings');
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectReceivedRatings);
  const reply = useAppSelector(selectRatingReply);
  useEffect(() => {
    dispatch(loadReceivedRatings({}));
  }, [dispatch]);
  const { status, items, cursor } = received;
  return (
    <>
      <h1 className="h4 mb-1">{t('received.title')}</h1>
      <p className="small text-muted">{t('received.help')}</p>
      {status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('received.loadFailed')}</span>
          <Button size="sm" color="danger" outline onClick={() => dispatch(loadReceivedRatings({}))}>
            {t('received.retry')}
          </Button>
        </Notice>
      ) : null}
      {(status === 'loading' || status === 'idle') && items.length === 0 ? <Spinner /> : null}
      {status === 'succeeded' && items.length === 0 ? <EmptyState message={t('received.empty')} /> : null}
      {items.length > 0 ? (
        <Card>
          <ul className="list-group list-group-flush">
            {items.map((rating) => {
              const mine = reply.ratingId === rating.id;
              return (
                <li key={rating.id} className="list-group-item">
                  <div className="d-flex flex-wrap align-items-baseline gap-2">
                    <span
                      className="text-warning"
                      role="img"
                      aria-label={t('received.stars', { stars: rating.stars })}
                    >
                      {'★'.repeat(rating.stars)}
                    </span>
                    <span className="fw-semibold text-break">{rating.raterName}</span>
                    <span className="small text-muted text-break">{rating.eventTitle}</span>
                  </div>
                  {rating.text ? <p className="mb-0 mt-1 text-break">{rating.text}</p> : null}
                  {rating.reply ? (
                    <div className="mt-2 ms-3 ps-2 border-start small">
                      <span className="fw-semibold">{t('received.reply')}</span>{' '}
                      <span className="text-break">{rating.reply.text}</span>
                    </div>
                  ) : (
                    <ReplyForm
                      busy={mine && reply.status === 'loading'}
                      error={mine && reply.status === 'failed' ? reply.error : null}
                      onSubmit={(text) => dispatch(replyToRating({ ratingId: rating.id, text }))}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
      {cursor && items.length > 0 ? (
        <div className="text-center mt-3">
          <Button
            color="primary"
            outline
            size="sm"
            disabled={status === 'loading'}
            onClick={() => dispatch(loadReceivedRatings({ cursor }))}
          >
            {t('received.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
