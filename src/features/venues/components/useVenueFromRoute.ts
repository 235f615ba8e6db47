import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadVenue } from '../slice';
import { selectCurrentVenue } from '../slice/selectors';
import type { Venue } from '../slice/types';

function venueInState(state: unknown, id: string): Venue | null {
  const venue = (state as { venue?: Venue } | null)?.venue;
  return venue && venue.id === id ? venue : null;
}

/**
 * The venue of the route's :id. Links hand it over in navigation state so it shows at once; it is still read
 * by id, which also serves a page opened straight from its URL.
 */
export function useVenueFromRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentVenue);
  const known = venueInState(location.state, id);

  // location.state keeps its identity for as long as the same history entry is shown, so this runs per visit.
  useEffect(() => {
    dispatch(loadVenue({ id, known: venueInState(location.state, id) }));
  }, [dispatch, id, location.state]);

  const mine = current.id === id;
  return {
    id,
    venue: mine ? current.venue : known,
    bookings: mine ? current.bookings : {},
    loading: !mine || (current.status === 'pending' && !current.venue),
    failed: mine && current.status === 'failed',
  };
}
