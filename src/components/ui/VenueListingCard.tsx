import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatGBP } from '@/domain/money';
import { truncate } from '@/domain/text';
import type { RatingAggregate } from '@/domain/rating';
import { Carousel } from './Carousel';
import { MarkerIcon } from './listingIcons';
import { RatingBadge } from './RatingBadge';

/** The spec's venue card shows the first 100 characters of the description. */
export const VENUE_DESCRIPTION_LENGTH = 100;
export const VENUE_CAROUSEL_HEIGHT = 250;

export interface VenueListingCardData extends RatingAggregate {
  venueName: string;
  address: string;
  isOnline: boolean;
  seats: number;
  description: string;
  attachments: readonly string[];
  startingFrom: number;
}

interface VenueListingCardProps {
  venue: VenueListingCardData;
  /** The details route; the whole card opens it. */
  href: string;
}

/**
 * A venue's card in a directory listing; the venues feature's own VenueCard is the owner's management card.
 * One link (the name) is stretched over the card, so any click opens the details.
 */
export function VenueListingCard({ venue, href }: VenueListingCardProps) {
  const { t } = useTranslation('ui');
  return (
    <article className="card h-100 shadow-sm position-relative overflow-hidden">
      <Carousel images={venue.attachments} height={VENUE_CAROUSEL_HEIGHT} label={venue.venueName} />
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start gap-2">
          <h2 className="h6 mb-0 flex-grow-1 text-break">
            <Link to={href} className="stretched-link text-reset text-decoration-none">
              {venue.venueName}
            </Link>
          </h2>
          <span className={`badge ${venue.isOnline ? 'bg-success' : 'bg-danger'}`}>
            {venue.isOnline ? t('card.online') : t('card.offline')}
          </span>
        </div>
        {venue.address ? (
          <div className="small text-muted d-flex gap-1">
            <MarkerIcon />
            <span className="text-break">{venue.address}</span>
          </div>
        ) : null}
        <div className="small d-flex justify-content-between align-items-center gap-2">
          <span>{t('card.capacity', { seats: venue.seats })}</span>
          <RatingBadge rating={venue} />
        </div>
        <p className="small text-muted mb-0 text-break">
          {truncate(venue.description, VENUE_DESCRIPTION_LENGTH)}
        </p>
        <div className="mt-auto pt-2 border-top d-flex justify-content-between align-items-center gap-2">
          <div>
            <div className="small text-muted">{t('card.startingAt')}</div>
            <div className="fw-semibold text-primary">{formatGBP(venue.startingFrom)}</div>
          </div>
          {/* Looks like a button; the stretched name link underneath takes the click. */}
          <span className="btn btn-sm btn-primary" aria-hidden="true">
            {t('card.viewDetails')}
          </span>
        </div>
      </div>
    </article>
  );
}
