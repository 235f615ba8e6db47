import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody, Col, Row } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { truncate } from '@/domain/text';
import type { PlatformEvent } from '../slice/types';
import { AddToCalendarButton } from './AddToCalendarButton';
import { EventActionsMenu } from './EventActionsMenu';
import { EventBadges } from './EventBadges';
import { useEventPaths } from './useEventPaths';

/** Spec section 9: event cards preview the description at 250 characters. */
export const DESCRIPTION_LENGTH = 250;

interface EventRowProps {
  event: PlatformEvent;
  /** Whether the signed-in account created the event: only then are Edit and Delete offered. */
  owned: boolean;
  busy: boolean;
  onDelete: (event: PlatformEvent) => void;
  onCancel?: (event: PlatformEvent) => void;
}

/** One event of My Events. */
export function EventRow({ event, owned, busy, onDelete, onCancel }: EventRowProps) {
  const { t } = useTranslation('events');
  const format = useDisplayFormat();
  const eventPaths = useEventPaths();
  const image = event.attachments[0];
  const headingId = `event-${event.id}-title`;
  const details = eventPaths.details(event.id);
  return (
    <Card tag="article" aria-labelledby={headingId} className="shadow-sm overflow-hidden mb-0">
      <Row className="g-0">
        <Col xs={12} md={4} lg={3} className="event-row-media">
          {image ? (
            <img
              src={image}
              alt={t('row.imageAlt', { title: event.title })}
              className="event-row-image w-100 object-fit-cover"
            />
          ) : (
            <div className="event-row-image bg-body-tertiary d-flex align-items-center justify-content-center text-muted">
              {t('row.noImage')}
            </div>
          )}
        </Col>
        <Col xs={12} md={8} lg={9}>
          <CardBody className="h-100 d-flex flex-column">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <span className="fw-semibold">{format.date(event.eventDate)}</span>
              <EventBadges event={event} />
              <div className="d-flex gap-1 ms-auto">
                <AddToCalendarButton event={event} />
                {owned ? (
                  <EventActionsMenu event={event} busy={busy} onDelete={onDelete} onCancel={onCancel} />
                ) : null}
              </div>
            </div>
            <h3 id={headingId} className="h5 mb-2 text-break">
              <Link to={details} state={{ event }} className="text-reset">
                {event.title}
              </Link>
            </h3>
            <dl className="event-facts small mb-2">
              <div>
                <dt>{t('row.startTime')}</dt>
                <dd>{event.startTime}</dd>
              </div>
              <div>
                <dt>{t('row.duration')}</dt>
                <dd>{event.requiredTime}</dd>
              </div>
              <div>
                <dt>{t('row.location')}</dt>
                <dd className="text-break">{event.eventLocation || event.address}</dd>
              </div>
            </dl>
            <p className="mb-2 text-break flex-grow-1">{truncate(event.description, DESCRIPTION_LENGTH)}</p>
            <div>
              <Link
                to={details}
                state={{ event }}
                className="btn btn-sm btn-outline-primary"
                aria-label={t('row.detailsFor', { title: event.title })}
              >
                {t('row.details')}
              </Link>
            </div>
          </CardBody>
        </Col>
      </Row>
    </Card>
  );
}
