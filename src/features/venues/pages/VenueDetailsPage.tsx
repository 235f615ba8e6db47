import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, CardBody, Col, Input, Label, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { parseDateKey } from '@/domain/recurrence';
import { truncate } from '@/domain/text';
import { EmptyState } from '@/components/ui/EmptyState';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { useVenueFromRoute } from '../components/useVenueFromRoute';
import { useVenueNotice } from '../components/useVenueNotice';
import { datedSlots, VenueAvailabilityTable } from '../components/VenueAvailabilityTable';
import { toggleVenueSlot } from '../slice';
import { selectTogglingSlot } from '../slice/selectors';

/** Spec section 9: the details page previews the description at 250 characters. */
const DESCRIPTION_LENGTH = 250;

export default function VenueDetailsPage() {
  const { t } = useTranslation('venues');
  const dispatch = useAppDispatch();
  const format = useDisplayFormat();
  const { venue, bookings, owned, loading } = useVenueFromRoute();
  const toggling = useAppSelector(selectTogglingSlot);
  const [search, setSearch] = useState('');
  const searchId = useId();
  useVenueNotice();

  const rows = useMemo(() => datedSlots(venue?.availability ?? [], parseDateKey(search)), [venue, search]);

  if (!venue) return loading ? <Spinner /> : <EmptyState message={t('details.empty')} pageHeading />;

  const address = [venue.lineAddress1, venue.lineAddress2, venue.address]
    .filter((part) => part.trim())
    .join(', ');
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 flex-grow-1 text-break">{venue.venueName}</h1>
        <Badge color={venue.isOnline ? 'success' : 'danger'} pill>
          {venue.isOnline ? t('card.active') : t('card.offline')}
        </Badge>
        {/* Others may read a venue (rules allow it) but only its owner may change it. */}
        {owned ? (
          <Link
            to={paths.editVenue.href(venue.id)}
            state={{ venue }}
            className="btn btn-outline-primary btn-sm"
          >
            {t('details.edit')}
          </Link>
        ) : null}
      </div>
      <Card className="mb-3">
        <CardBody>
          {venue.attachments.length > 0 ? (
            // A strip that scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
            <div
              className="d-flex gap-2 overflow-auto mb-3"
              tabIndex={0}
              role="region"
              aria-label={t('fields.attachments')}
            >
              {venue.attachments.map((url, index) => (
                <img
                  key={url}
                  src={url}
                  alt={t('fields.attachmentItem', { number: index + 1 })}
                  height={160}
                  className="rounded object-fit-cover flex-shrink-0"
                  style={{ width: 240 }}
                />
              ))}
            </div>
          ) : null}
          <dl className="row mb-0">
            <dt className="col-sm-3">{t('details.capacity')}</dt>
            <dd className="col-sm-9">{venue.seats}</dd>
            <dt className="col-sm-3">{t('details.address')}</dt>
            <dd className="col-sm-9">{address}</dd>
            <dt className="col-sm-3">{t('details.startingAt')}</dt>
            <dd className="col-sm-9">{format.price(venue.startingFrom)}</dd>
            <dt className="col-sm-3">{t('details.description')}</dt>
            <dd className="col-sm-9 text-break">{truncate(venue.description, DESCRIPTION_LENGTH)}</dd>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <Row className="g-2 align-items-end mb-3">
            <Col xs={12} md>
              <h2 className="h5 mb-0">{t('details.availability')}</h2>
            </Col>
            <Col xs={8} md="auto">
              <Label for={searchId} className="small mb-1">
                {t('availability.searchDate')}
              </Label>
              <Input
                id={searchId}
                type="date"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Col>
            <Col xs={4} md="auto">
              <Button
                color="secondary"
                outline
                className="w-100"
                disabled={!search}
                onClick={() => setSearch('')}
              >
                {t('availability.clear')}
              </Button>
            </Col>
          </Row>
          {rows.length === 0 ? (
            <p className="text-muted mb-0">{t('availability.empty')}</p>
          ) : (
            <VenueAvailabilityTable
              rows={rows}
              bookings={bookings}
              toggling={toggling}
              onToggle={
                owned
                  ? (date, slot) => dispatch(toggleVenueSlot({ venueId: venue.id, date, slotId: slot.id }))
                  : undefined
              }
            />
          )}
        </CardBody>
      </Card>
    </>
  );
}
