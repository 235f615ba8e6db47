import { createHash } from 'node:crypto';

// Pure parts of the forgot-password rate limit, tested without emulators: the counter document an address counts
// on, and whether one more check is allowed (the address itself: shared/callerAddress.ts).

/**
 * The counter's id for an address and the window holding `now`: the address is hashed, so no IP address is stored,
 * and a new window starts a new document (old ones expire through `expiresAt`).
 */
export function emailCheckCounterId(address: string, now: number, windowMinutes: number): string {
  const windowMs = windowMinutes * 60 * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const hash = createHash('sha256').update(address).digest('hex').slice(0, 32);
  return `accountEmail_${hash}_${windowStart}`;
}

/** When the counter of the window holding `now` may be deleted: once its window has ended. */
export function emailCheckCounterExpiry(now: number, windowMinutes: number): Date {
  const windowMs = windowMinutes * 60 * 1000;
  return new Date((Math.floor(now / windowMs) + 1) * windowMs);
}

/** Whether one more check fits the window that already counted `count`. */
export const mayCheckAgain = (count: number, limit: number): boolean => count < limit;
