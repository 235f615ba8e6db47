import { useTranslation } from 'react-i18next';
import { ratingSummaryOf, type RatingAggregate } from '@/domain/rating';
import { StarIcon } from './listingIcons';

/** The listing card's star with its value: '4.8 (12)', or 'New' under three ratings. */
export function RatingBadge({ rating }: { rating: RatingAggregate }) {
  const { t } = useTranslation('ui');
  const summary = ratingSummaryOf(rating);
  const text =
    summary.kind === 'new'
      ? t('card.ratingNew')
      : t('card.ratingValue', { average: summary.average, total: summary.count });
  const label =
    summary.kind === 'new'
      ? t('card.ratingNewLabel')
      : t('card.ratingLabel', { average: summary.average, total: summary.count });
  return (
    <span className="d-inline-flex align-items-center gap-1 small text-nowrap" role="img" aria-label={label}>
      <StarIcon />
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
