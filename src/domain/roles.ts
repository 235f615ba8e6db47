import type { Role } from './entities';

export type RoleGroup = 'eventManager' | 'venueOwner' | 'organizer';

/** The spec treats any role that is neither manager nor venue owner as an organizer. */
export function roleGroup(role: Role | string | undefined | null): RoleGroup {
  if (role === 'eventManager') return 'eventManager';
  if (role === 'venueOwner') return 'venueOwner';
  return 'organizer';
}
