import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { roleGroup } from '@/domain/roles';
import { selectSessionRole } from '../slice/selectors';

export interface EventPaths {
  list: string;
  add: string;
  details: (id: string) => string;
  edit: (id: string) => string;
  /** The door's QR scanner over the event details page. */
  scan: (id: string) => string;
}

/** Organizers have their own event routes (spec section 2); managers and venue owners share the others. */
export function eventPathsFor(role: string | null): EventPaths {
  if (roleGroup(role) === 'organizer') {
    return {
      list: paths.organizerEvents.href(),
      add: paths.organizerNewEvent.href(),
      details: paths.organizerEventDetails.href,
      edit: paths.organizerEditEvent.href,
      scan: paths.organizerEventScan.href,
    };
  }
  return {
    list: paths.eventsList.href(),
    add: paths.newEvent.href(),
    details: paths.eventDetails.href,
    edit: paths.editEvent.href,
    scan: paths.eventScan.href,
  };
}

export function useEventPaths(): EventPaths {
  const role = useAppSelector(selectSessionRole);
  return useMemo(() => eventPathsFor(role), [role]);
}
