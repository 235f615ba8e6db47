import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isEventOwner } from '@/domain/eventList';
import { loadEventDetails } from '../slice';
import { selectSessionUid } from '@/app/session';
import { selectEventDetails } from '../slice/selectors';
import type { PlatformEvent } from '../slice/types';

function eventInState(state: unknown, id: string): PlatformEvent | null {
  const event = (state as { event?: PlatformEvent } | null)?.event;
  return event && event.id === id ? event : null;
}

/**
 * The event of the route's :id, read by id on every visit, so a page opened from its URL or reloaded works too.
 * Links from My Events hand the event over in navigation state, so the page can paint it at once.
 */
export function useEventFromRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectEventDetails);
  const uid = useAppSelector(selectSessionUid);

  useEffect(() => {
    dispatch(loadEventDetails({ id, known: eventInState(location.state, id) }));
  }, [dispatch, id, location.state]);

  const mine = details.id === id;
  const event = mine ? details.event : eventInState(location.state, id);
  return {
    event,
    orders: mine ? details.orders : [],
    ordersFailed: mine && details.ordersFailed,
    owned: event !== null && isEventOwner(event, uid),
    booked: mine && details.booked,
    loading: !mine || (details.status === 'loading' && !details.event),
    deleted: mine && details.status === 'deleted',
  };
}
