import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { unwatchTicketStats, watchTicketStats } from '@/features/events/tickets/slice';
import { selectTicketStats } from '@/features/events/tickets/slice/selectors';
import type { TicketStatsState } from '@/features/events/tickets/slice/types';

/** The event's live ticket figures while the page shows it: the listener opens on mount and closes on unmount. */
export function useTicketStats(eventId: string, enabled: boolean): TicketStatsState {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTicketStats);
  useEffect(() => {
    if (!enabled) return undefined;
    dispatch(watchTicketStats({ eventId }));
    return () => {
      dispatch(unwatchTicketStats({ eventId }));
    };
  }, [dispatch, eventId, enabled]);
  return state.eventId === eventId ? state : { eventId, status: 'idle', stats: null };
}
