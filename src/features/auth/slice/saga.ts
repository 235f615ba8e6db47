import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import type { User } from '@/domain/entities';
import { failureOf, firebaseErrorCode } from '@/lib/firebase/errors';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { categoriesService } from '@/services/categories.service';
import { accountEmailService } from '@/services/accountEmail.service';
import { endSession } from './endSession.saga';
import { accountBlock, authFailureOf, passwordResetError, sessionBlock, signInError } from './errors';
import {
  appStarted,
  categoriesLoaded,
  categoriesLoadFailed,
  loadCategories,
  loggedIn,
  loggedOut,
  login,
  loginFailed,
  logout,
  passwordResetFailed,
  passwordResetSent,
  profileRefreshed,
  register,
  requestPasswordReset,
} from './index';
import { selectAuthUser, selectRemember } from './selectors';
import { storeUser } from './storedUser';
import type { LoginRequest, RegistrationRequest } from './types';

export function* loginSaga(action: PayloadAction<LoginRequest>): SagaGenerator<void> {
  const { email, password, rememberMe } = action.payload;
  let signedIn = false;
  try {
    const uid = yield* call(authService.signIn, email.trim(), password, rememberMe);
    signedIn = true;
    const user = yield* call(accountsService.getCurrentUser, uid);
    const block = accountBlock(user);
    if (block || !user) {
      yield* call(endSession);
      yield* put(loginFailed(block ?? { code: 'userMissing' }));
      return;
    }
    yield* call(storeUser, user, rememberMe);
    yield* put(loggedIn({ user, remember: rememberMe }));
  } catch (error) {
    if (signedIn) yield* call(endSession);
    yield* put(loginFailed(signInError(authFailureOf(error))));
  }
}

export function* passwordResetSaga(action: PayloadAction<{ email: string }>): SagaGenerator<void> {
  const email = action.payload.email.trim();
  try {
    const exists = yield* call(accountEmailService.checkAccountEmail, email);
    if (!exists) {
      yield* put(passwordResetFailed('emailNotFound'));
      return;
    }
    yield* call(authService.sendPasswordReset, email);
    yield* put(passwordResetSent());
  } catch (error) {
    yield* put(passwordResetFailed(passwordResetError(authFailureOf(error))));
  }
}

export function* logoutSaga(): SagaGenerator<void> {
  yield* call(endSession);
  yield* put(loggedOut());
}

export type SessionEvent = { user: User | null } | { error: Error };

/** The signed-in User as it changes: managers/{uid} joined with its private account document. */
export function sessionChannel(uid: string): EventChannel<SessionEvent> {
  return eventChannel<SessionEvent>((emit) =>
    accountsService.subscribe(
      uid,
      (user) => emit({ user }),
      (error) => emit({ error }),
    ),
  );
}

/**
 * Keeps the stored user in step with managers/{uid} and its private account (config, balance, payout account,
 * push token) and ends the session when the account is suspended or goes away.
 */
export function* watchSession(): SagaGenerator<void> {
  const stored = yield* select(selectAuthUser);
  if (!stored) return;
  const uid = yield* call(authService.restoredUid);
  if (uid !== stored.id) {
    yield* call(endSession);
    yield* put(loggedOut());
    return;
  }
  let failures = 0;
  while (true) {
    const outcome = yield* call(followSession, uid, () => {
      failures = 0;
    });
    if (outcome === 'ended') return;
    // Firestore stops a listener after an error: a dropped connection or an outage must not leave the session
    // deaf to suspension and config changes, so listen again, waiting longer after each failure in a row.
    failures += 1;
    yield* delay(sessionRetryDelayMs(failures));
  }
}

/** Longest wait between two attempts to listen again: long enough not to hammer, short enough to notice a suspension. */
const SESSION_RETRY_MAX_MS = 30_000;

export function sessionRetryDelayMs(failures: number): number {
  return Math.min(SESSION_RETRY_MAX_MS, 1000 * 2 ** (failures - 1));
}

/** Follows one subscription until the session ends ('ended') or the listener fails for another reason ('interrupted'). */
function* followSession(uid: string, onUpdate: () => void): SagaGenerator<'ended' | 'interrupted'> {
  const channel = yield* call(sessionChannel, uid);
  try {
    while (true) {
      const event: SessionEvent = yield* take(channel);
      if ('error' in event) {
        // Only a revoked permission means the session is over; anything else is worth another try.
        if (firebaseErrorCode(event.error) !== 'permission-denied') return 'interrupted';
        yield* call(endSession);
        yield* put(loggedOut());
        return 'ended';
      }
      const { user } = event;
      const block = sessionBlock(user);
      if (block || !user) {
        yield* call(endSession);
        yield* put(loggedOut(block ?? { code: 'userMissing' }));
        return 'ended';
      }
      onUpdate();
      yield* call(refreshUser, user);
    }
  } finally {
    channel.close();
  }
}

/** Stores the latest User where the session keeps it (local or session storage) and updates the slice. */
export function* refreshUser(user: User): SagaGenerator<void> {
  const remember = yield* select(selectRemember);
  yield* call(storeUser, user, remember);
  yield* put(profileRefreshed(user));
}

export function* sessionSaga(): SagaGenerator<void> {
  yield* race({ watch: call(watchSession), stop: take(loggedOut.type) });
}

export function* loadCategoriesSaga(): SagaGenerator<void> {
  try {
    const items = yield* call(categoriesService.list);
    yield* put(categoriesLoaded(items));
  } catch (error) {
    yield* put(categoriesLoadFailed({ failure: failureOf(error) }));
  }
}

// Registration (uploads, the account record) is code a returning visitor never needs: it loads with the first submit.
const loadRegistration = () => import('./registration.saga');

function* registerWhenLoaded(action: PayloadAction<RegistrationRequest>): SagaGenerator<void> {
  const { registerSaga }: Awaited<ReturnType<typeof loadRegistration>> = yield* call(loadRegistration);
  yield* call(registerSaga, action);
}

export function* authSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest([appStarted.type, loggedIn.type], sessionSaga),
    takeLeading(login.type, loginSaga),
    takeLeading(register.type, registerWhenLoaded),
    takeLeading(requestPasswordReset.type, passwordResetSaga),
    takeLeading(logout.type, logoutSaga),
    takeLatest(loadCategories.type, loadCategoriesSaga),
  ]);
}
