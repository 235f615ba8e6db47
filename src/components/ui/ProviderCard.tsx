import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ManagerProfile } from '@/domain/entities';
import { formatGBP } from '@/domain/money';
import type { RatingAggregate } from '@/domain/rating';
import { truncate } from '@/domain/text';
import { Carousel } from './Carousel';
import { DEFAULT_AVATAR } from './placeholders';
import { RatingBadge } from './RatingBadge';

/** The spec's provider card shows the first 80 characters of the bio. */
export const PROVIDER_BIO_LENGTH = 80;
export const PROVIDER_CAROUSEL_HEIGHT = 200;

export type ProviderCardData = Pick<
  ManagerProfile,
  'name' | 'img' | 'category' | 'experience' | 'bio' | 'prevAttachments' | 'startingFrom'
> &
  RatingAggregate;

interface ProviderCardProps {
  provider: ProviderCardData;
  /** The details route; the whole card opens it. */
  href: string;
}

/** A manager's listing card. One link (the name) is stretched over the card, so any click opens the details. */
export function ProviderCard({ provider, href }: ProviderCardProps) {
  const { t } = useTranslation('ui');
  const years = provider.experience?.years ?? 0;
  return (
    <article className="card h-100 shadow-sm position-relative overflow-hidden">
      <Carousel
        images={provider.prevAttachments ?? []}
        height={PROVIDER_CAROUSEL_HEIGHT}
        label={provider.name}
      />
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-2">
          <img
            src={provider.img || DEFAULT_AVATAR}
            alt=""
            width={44}
            height={44}
            className="rounded-circle object-fit-cover flex-shrink-0 border"
          />
          <div style={{ minWidth: 0 }}>
            <h2 className="h6 mb-0 text-truncate">
              <Link to={href} className="stretched-link text-reset text-decoration-none">
                {provider.name}
              </Link>
            </h2>
            {provider.category ? (
              <div className="small text-muted text-truncate">{provider.category}</div>
            ) : null}
          </div>
          <span className="ms-auto">
            <RatingBadge rating={provider} />
          </span>
        </div>
        <div className="small">{t('card.experience', { count: years })}</div>
        <p className="small text-muted mb-0 text-break">{truncate(provider.bio, PROVIDER_BIO_LENGTH)}</p>
        <div className="mt-auto pt-2 border-top d-flex justify-content-between align-items-baseline">
          <span className="small text-muted">{t('card.startingAt')}</span>
          <span className="fw-semibold text-primary">{formatGBP(provider.startingFrom ?? 0)}</span>
        </div>
      </div>
    </article>
  );
}
