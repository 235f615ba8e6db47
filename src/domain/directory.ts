import type { AccountStatus, Role } from './entities';

// The event-manager directory shows only accounts that can take bookings: active event managers. A pending,
// suspended or other-role account stays out of both the listing and its details page.

export const LISTED_MANAGER_ROLE: Role = 'eventManager';
export const LISTED_MANAGER_STATUS: AccountStatus = 'active';

export function isListedManager(account: { role?: unknown; status?: unknown }): boolean {
  return account.role === LISTED_MANAGER_ROLE && account.status === LISTED_MANAGER_STATUS;
}
