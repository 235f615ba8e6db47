import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import type { VenueChoice } from '@/domain/booking';
import { slotChoicesOn } from '@/domain/bookingChoices';
import type { CalendarDate } from '@/domain/entities';
import type { EventFormState } from '../slice/types';
import { OptionsList } from './OptionsList';
import { SlotPicker } from './SlotPicker';

interface VenueStepProps {
  date: CalendarDate;
  venues: EventFormState['venues'];
  choice: VenueChoice | null;
  onToggle: (venueId: string, slotId: string) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** While the person uses their own venue, the listed venues cannot be picked. */
  disabled: boolean;
}

/** Book Venue: the online venues with a slot on the event day, each slot free or booked. */
export function VenueStep({ date, venues, choice, onToggle, onLoadMore, onRetry, disabled }: VenueStepProps) {
  const { t } = useTranslation('eventForm');
  const offered = venues.items
    .map((venue) => ({ venue, choices: slotChoicesOn(venue.availability, venues.bookings[venue.id], date) }))
    .filter(({ choices }) => choices.length > 0);
  return (
    <OptionsList
      status={venues.status}
      shown={offered.length}
      hasMore={venues.cursor !== null}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      emptyText={t('booking.noVenues')}
    >
      {offered.map(({ venue, choices }) => (
        <Card
          key={venue.id}
          tag="fieldset"
          className={`mb-3 border ${choice?.venueId === venue.id ? 'border-primary' : ''}`}
          aria-label={venue.venueName}
        >
          <CardBody>
            <legend className="h6 mb-1 float-none w-auto">{venue.venueName}</legend>
            <p className="small text-muted mb-2">
              {venue.address} · {t('booking.seats', { count: venue.seats })}
            </p>
            <SlotPicker
              choices={choices}
              chosenIds={choice?.venueId === venue.id ? choice.slotIds : []}
              onToggle={(picked) => onToggle(venue.id, picked.slot.id)}
              disabled={disabled}
            />
          </CardBody>
        </Card>
      ))}
    </OptionsList>
  );
}
