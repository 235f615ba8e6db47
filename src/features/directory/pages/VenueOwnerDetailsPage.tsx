import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { AvailabilitySection } from '../components/AvailabilitySection';
import { DetailsFrame } from '../components/DetailsFrame';
import { RatingsSection } from '../components/RatingsSection';
import { VenueSummary } from '../components/VenueSummary';
import { loadVenueDetails } from '../slice';
import { selectVenueDetails } from '../slice/selectors';

export default function VenueOwnerDetailsPage() {
  const { t } = useTranslation('directory');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectVenueDetails);
  // Always read by id, so the page also works when opened directly or reloaded.
  const load = useCallback(() => {
    if (id) dispatch(loadVenueDetails(id));
  }, [dispatch, id]);
  useEffect(load, [load]);

  return (
    <DetailsFrame
      id={id}
      details={details}
      backHref={paths.venueOwners.href()}
      notFoundText={t('details.venueNotFound')}
      exists={(data) => data.venue !== null}
      onRetry={load}
    >
      {({ venue, bookings }) =>
        venue ? (
          <>
            <VenueSummary venue={venue} />
            <AvailabilitySection entries={venue.availability} bookings={bookings} />
            <RatingsSection targetId={venue.id} aggregate={venue} />
          </>
        ) : null
      }
    </DetailsFrame>
  );
}
