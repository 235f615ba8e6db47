import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadVenue } from '../slice';
import { selectSessionUid } from '@/app/session';
import { selectCurrentVenue } from '../slice/selectors';
import type { Venue } from '../slice/types';

function venueInState(state: unknown, id: string): Venue | null {
  const venue = (state as { venue?: Venue } | null)?.venue;
  return venue && venue.id === id ? venue : null;
}

/**
 * The venue of the route's :id, read by id on every visit (which also serves a page opened straight from its
 * URL). Links hand the venue over in navigation state so a page may paint it at once; `read` is only ever the
 * copy this visit read by id, for pages that must not work on an older one.
 */
export function useVenueFromRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentVenue);
  const uid = useAppSelector(selectSessionUid);
  const known = venueInState(location.state, id);

  // The location key names this history entry, so the read below is told apart from one an earlier page made.
  useEffect(() => {
    dispatch(loadVenue({ id, visit: location.key, known: venueInState(location.state, id) }));
  }, [dispatch, id, location.key, location.state]);

  const mine = current.id === id;
  const done = mine && current.visit === location.key && current.status === 'succeeded';
  const venue = mine ? current.venue : known;
  return {
    id,
    venue,
    read: done ? current.venue : null,
    bookings: mine ? current.bookings : {},
    /** Whether the signed-in user owns the venue: only the owner may edit it or switch its slots. */
    owned: venue !== null && uid !== null && venue.createdBy === uid,
    loading: !mine || (current.status === 'pending' && !current.venue),
    /** This visit's read is over, whatever it found. */
    settled: done || (mine && current.visit === location.key && current.status === 'failed'),
  };
}
