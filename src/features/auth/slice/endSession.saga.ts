import { call } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { authService } from '@/services/auth.service';
import { signOutCleanupService } from '@/services/signOutCleanup.service';
import { clearStoredUser } from './storedUser';

/**
 * Signs out of Firebase and forgets the stored user; a failed sign-out must not keep the stored session. Shared by the
 * watcher (saga.ts) and the registration (registration.saga.ts), so neither imports the other.
 */
export function* endSession(): SagaGenerator<void> {
  try {
    yield* call(authService.signOut);
  } catch {
    // Firebase clears its local session even when the sign-out request fails.
  }
  yield* call(clearStoredUser);
  try {
    yield* call(signOutCleanupService.forgetDoorData);
  } catch {
    // A browser that refuses IndexedDB kept nothing there either; the sign-out itself is done.
  }
}
