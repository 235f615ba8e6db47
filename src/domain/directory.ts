import type { Role } from './entities';

// The event-manager directory shows only accounts that can take bookings: active event managers. It reads the
// public profiles (profiles/{uid}), which exist for active accounts only, so the role is what is left to check.

export const LISTED_MANAGER_ROLE: Role = 'eventManager';

export function isListedManager(profile: { role?: unknown }): boolean {
  return profile.role === LISTED_MANAGER_ROLE;
}

/** How a directory listing is ordered: by name (A-Z), starting price (lowest first) or rating (best first). */
export type DirectorySort = 'name' | 'price' | 'rating';
export const DIRECTORY_SORTS: readonly DirectorySort[] = ['name', 'price', 'rating'];
