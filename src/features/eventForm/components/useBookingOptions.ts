import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadManagerOptions, loadVenueOptions } from '../slice';
import { selectCreate, selectManagerOptions, selectVenueOptions } from '../slice/selectors';

/**
 * The venues and managers the booking steps offer, read once a step first shows, and read again after a refused
 * submit so that a slot someone else has just taken shows as booked.
 */
export function useBookingOptions({
  venues: wantVenues,
  managers: wantManagers,
}: {
  venues: boolean;
  managers: boolean;
}) {
  const dispatch = useAppDispatch();
  const venues = useAppSelector(selectVenueOptions);
  const managers = useAppSelector(selectManagerOptions);
  const createStatus = useAppSelector(selectCreate).status;

  useEffect(() => {
    if (wantVenues && venues.status === 'idle') dispatch(loadVenueOptions({}));
  }, [dispatch, wantVenues, venues.status]);
  useEffect(() => {
    if (wantManagers && managers.status === 'idle') dispatch(loadManagerOptions({}));
  }, [dispatch, wantManagers, managers.status]);
  // A failed submit reloads whichever lists have been read; a reload keeps them read, so it never loops.
  const venuesRead = venues.status !== 'idle';
  const managersRead = managers.status !== 'idle';
  useEffect(() => {
    if (createStatus !== 'failed') return;
    if (venuesRead) dispatch(loadVenueOptions({}));
    if (managersRead) dispatch(loadManagerOptions({}));
  }, [createStatus, dispatch, venuesRead, managersRead]);

  return {
    venues,
    managers,
    moreVenues: () => dispatch(loadVenueOptions({ cursor: venues.cursor })),
    moreManagers: () => dispatch(loadManagerOptions({ cursor: managers.cursor })),
    reloadVenues: () => dispatch(loadVenueOptions({})),
    reloadManagers: () => dispatch(loadManagerOptions({})),
  };
}
