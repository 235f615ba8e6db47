import type { Role } from './entities';

export type RoleGroup = 'eventManager' | 'venueOwner' | 'organizer';

/** The spec treats any role that is neither manager nor venue owner as an organizer. */
export function roleGroup(role: Role | string | undefined | null): RoleGroup {
  if (role === 'eventManager') return 'eventManager';
  if (role === 'venueOwner') return 'venueOwner';
  return 'organizer';
}

/**
 * Screens that belong to some roles only (spec sections 2 and 6): venues are the venue owner's, availability
 * the event manager's; a venue owner browses event managers, an event manager browses venues, an organizer
 * both. Keys are route names of config/paths.ts; a route not listed is open to every signed-in role.
 */
const ROLE_ONLY_ROUTES: Readonly<Record<string, readonly RoleGroup[]>> = {
  venues: ['venueOwner'],
  addVenue: ['venueOwner'],
  editVenue: ['venueOwner'],
  venueDetails: ['venueOwner'],
  availability: ['eventManager'],
  addAvailability: ['eventManager'],
  eventManagers: ['venueOwner', 'organizer'],
  eventManagerDetails: ['venueOwner', 'organizer'],
  venueOwners: ['eventManager', 'organizer'],
  venueOwnerDetails: ['eventManager', 'organizer'],
};

export function mayOpenRoute(group: RoleGroup, route: string): boolean {
  const allowed = ROLE_ONLY_ROUTES[route];
  return allowed === undefined || allowed.includes(group);
}
