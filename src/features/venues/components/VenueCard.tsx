import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Badge,
  Card,
  CardBody,
  DropdownItem,
  DropdownMenu,
  DropdownToggle,
  UncontrolledDropdown,
} from 'reactstrap';
import { paths } from '@/config/paths';
import { startingFrom } from '@/domain/slots';
import { truncate } from '@/domain/text';
import type { Venue } from '../slice/types';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';

/** Spec section 9: the venues list previews the description at 300 characters. */
const DESCRIPTION_LENGTH = 300;

interface VenueCardProps {
  venue: Venue;
  busy: boolean;
  onToggleOnline: (venue: Venue) => void;
  onDelete: (venue: Venue) => void;
}

/** One of the owner's venues, with its online switch, edit and delete. */
export function VenueCard({ venue, busy, onToggleOnline, onDelete }: VenueCardProps) {
  const { t } = useTranslation('venues');
  const format = useDisplayFormat();
  const image = venue.attachments[0];
  const headingId = `venue-${venue.id}-name`;
  return (
    <Card className="h-100 shadow-sm" aria-labelledby={headingId} tag="article">
      {image ? (
        <img
          src={image}
          alt={t('card.imageAlt', { name: venue.venueName })}
          className="card-img-top object-fit-cover"
          height={200}
        />
      ) : (
        <div
          className="card-img-top bg-body-tertiary d-flex align-items-center justify-content-center text-muted"
          style={{ height: 200 }}
        >
          {t('card.noImage')}
        </div>
      )}
      <CardBody className="d-flex flex-column">
        <div className="d-flex align-items-start gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0 flex-grow-1 text-break">
            <Link
              to={paths.venueDetails.href(venue.id)}
              state={{ venue }}
              className="text-reset text-decoration-none"
            >
              {venue.venueName}
            </Link>
          </h2>
          <Badge color={venue.isOnline ? 'success' : 'danger'} pill>
            {venue.isOnline ? t('card.active') : t('card.offline')}
          </Badge>
          <UncontrolledDropdown>
            <DropdownToggle
              color="light"
              size="sm"
              disabled={busy}
              aria-label={t('card.actions', { name: venue.venueName })}
            >
              <span aria-hidden="true">&#8942;</span>
            </DropdownToggle>
            <DropdownMenu end>
              <DropdownItem onClick={() => onToggleOnline(venue)}>
                {venue.isOnline ? t('card.goOffline') : t('card.goOnline')}
              </DropdownItem>
              <DropdownItem tag={Link} to={paths.editVenue.href(venue.id)} state={{ venue }}>
                {t('card.edit')}
              </DropdownItem>
              <DropdownItem className="text-danger" onClick={() => onDelete(venue)}>
                {t('card.delete')}
              </DropdownItem>
            </DropdownMenu>
          </UncontrolledDropdown>
        </div>
        <p className="small text-muted mb-2">{venue.address}</p>
        <p className="small mb-2">{t('card.capacity', { seats: venue.seats })}</p>
        <p className="flex-grow-1 text-break">{truncate(venue.description, DESCRIPTION_LENGTH)}</p>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          {/* From the slots themselves: the stored startingFrom lags a fresh save until its function has run. */}
          <span className="fw-semibold">
            {t('card.startingAt', { price: format.price(startingFrom(venue.availability)) })}
          </span>
          <div className="d-flex gap-2">
            <Link to={paths.venueDetails.href(venue.id)} state={{ venue }} className="btn btn-sm btn-primary">
              {t('card.details')}
            </Link>
            <Link
              to={paths.editVenue.href(venue.id)}
              state={{ venue }}
              className="btn btn-sm btn-outline-secondary"
            >
              {t('card.edit')}
            </Link>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
