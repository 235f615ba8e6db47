import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RatingBadge } from '@/components/ui/RatingBadge';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { RatingAggregate } from '@/domain/rating';
import { loadRatings } from '../slice';
import { selectRatingsList } from '../slice/selectors';
import { LoadFailure } from './LoadFailure';

const calendarDateOf = (instant: number) => {
  const date = new Date(instant);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

interface RatingsSectionProps {
  /** The venue id or the manager's uid. */
  targetId: string;
  aggregate: RatingAggregate;
}

/** The public ratings of a venue or manager, newest first, ten at a time, each with its one reply. */
export function RatingsSection({ targetId, aggregate }: RatingsSectionProps) {
  const { t } = useTranslation('directory');
  const format = useDisplayFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectRatingsList);
  useEffect(() => {
    dispatch(loadRatings({ targetId }));
  }, [dispatch, targetId]);
  const mine = list.targetId === targetId;
  const items = mine ? list.items : [];
  return (
    <section className="card mb-0" aria-labelledby="ratings-heading">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="ratings-heading" className="h5 mb-0">
            {t('ratings.title')}
          </h2>
          <RatingBadge rating={aggregate} />
        </div>
        {mine && list.status === 'failed' ? (
          <LoadFailure
            text={t('ratings.error')}
            detail={null}
            retryLabel={t('list.retry')}
            onRetry={() => dispatch(loadRatings({ targetId }))}
          />
        ) : null}
        {mine && list.status === 'succeeded' && items.length === 0 ? (
          <p className="small text-muted mb-0">{t('ratings.empty')}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className="list-unstyled d-grid gap-3 mb-0">
            {items.map((rating) => (
              <li key={rating.id} className="border-bottom pb-3">
                <div className="d-flex flex-wrap align-items-baseline gap-2">
                  <span
                    className="text-warning"
                    role="img"
                    aria-label={t('ratings.stars', { stars: rating.stars })}
                  >
                    {'★'.repeat(rating.stars)}
                  </span>
                  <span className="fw-semibold text-break">{rating.raterName}</span>
                  <span className="small text-muted">{format.date(calendarDateOf(rating.createdAt))}</span>
                </div>
                {rating.eventTitle ? (
                  <div className="small text-muted text-break">{rating.eventTitle}</div>
                ) : null}
                {rating.text ? <p className="mb-0 mt-1 text-break">{rating.text}</p> : null}
                {rating.reply ? (
                  <div className="mt-2 ms-3 ps-2 border-start small">
                    <span className="fw-semibold">{t('ratings.reply')}</span>{' '}
                    <span className="text-break">{rating.reply.text}</span>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {mine && list.cursor && items.length > 0 ? (
          <div className="text-center mt-3">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={list.status === 'loading'}
              onClick={() => dispatch(loadRatings({ targetId, cursor: list.cursor }))}
            >
              {t('list.loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
