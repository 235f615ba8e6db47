import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { VENUE_CAROUSEL_HEIGHT } from '@/components/ui/VenueListingCard';
import type { VenueListing } from '../slice/types';

/** Pictures, name, address, capacity and description of a venue. */
export function VenueSummary({ venue }: { venue: VenueListing }) {
  const { t } = useTranslation('directory');
  return (
    <section className="card mb-0 overflow-hidden">
      <Carousel images={venue.attachments} height={VENUE_CAROUSEL_HEIGHT} label={venue.venueName} />
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h4 mb-0 text-break">{venue.venueName}</h1>
          <span className={`badge ${venue.isOnline ? 'bg-success' : 'bg-danger'}`}>
            {venue.isOnline ? t('details.online') : t('details.offline')}
          </span>
        </div>
        <dl className="row small mb-0 gy-1">
          <dt className="col-sm-3 col-lg-2 text-muted fw-normal">{t('details.address')}</dt>
          <dd className="col-sm-9 col-lg-10 mb-0 text-break">{venue.address}</dd>
          <dt className="col-sm-3 col-lg-2 text-muted fw-normal">{t('details.capacity')}</dt>
          <dd className="col-sm-9 col-lg-10 mb-0">{t('details.seats', { count: venue.seats })}</dd>
        </dl>
        <div>
          <h2 className="h6">{t('details.description')}</h2>
          <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
            {venue.description}
          </p>
        </div>
      </div>
    </section>
  );
}
