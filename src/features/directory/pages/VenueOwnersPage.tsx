import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { VenueListingCard } from '@/components/ui/VenueListingCard';
import { paths } from '@/config/paths';
import { ListingGrid } from '../components/ListingGrid';
import { loadVenueListings } from '../slice';
import { selectVenueListing } from '../slice/selectors';

export default function VenueOwnersPage() {
  const { t } = useTranslation('directory');
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectVenueListing);
  const reload = useCallback(() => {
    dispatch(loadVenueListings({}));
  }, [dispatch]);

  // Every visit starts from the first page: venues go online and offline between visits.
  useEffect(reload, [reload]);

  return (
    <ListingGrid
      title={t('venues.title')}
      emptyText={t('venues.empty')}
      listing={listing}
      onSort={(sort) => dispatch(loadVenueListings({ sort }))}
      onRetry={reload}
      onMore={(cursor) => dispatch(loadVenueListings({ cursor }))}
      keyOf={(venue) => venue.id}
      renderItem={(venue) => <VenueListingCard venue={venue} href={paths.venueOwnerDetails.href(venue.id)} />}
    />
  );
}
