// @vitest-environment jsdom -- the session is kept in localStorage or sessionStorage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@/domain/entities';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { appStarted, authReducer, loggedIn, loggedOut, logout, profileRefreshed } from '../index';
import { authSaga, sessionSaga } from '../saga';
import { storeUser } from '../storedUser';
import { userOf } from './fixtures';
import { sagaHarness } from '@/testing/sagaHarness';

/** Runs a saga against the real reducer, recording what it dispatches. */
function start(saga: () => Generator) {
  const harness = sagaHarness({
    state: { auth: authReducer(undefined, { type: '@@init' }) },
    reducer: (state, action) => ({ auth: authReducer(state.auth, action) }),
  });
  const task = harness.start(saga);
  // The test's own actions are recorded with the saga's, in the order they happened.
  const dispatch = (action: UnknownAction) => {
    harness.actions.push(action);
    harness.put(action);
  };
  return { task, dispatched: harness.actions, dispatch, state: () => harness.state };
}

/** A fake session listener (managers/{uid} joined with its private account) the test drives by hand. */
function fakeSessionListener() {
  const unsubscribe = vi.fn();
  let emit: (user: User | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  vi.spyOn(accountsService, 'subscribe').mockImplementation((_uid, onChange, onError) => {
    emit = onChange;
    fail = onError ?? (() => {});
    return unsubscribe;
  });
  return {
    unsubscribe,
    emit: (user: User | null) => emit(user),
    fail: (error: Error) => fail(error),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session watch', () => {
  it('does nothing without a stored user', async () => {
    const restored = vi.spyOn(authService, 'restoredUid');
    const { task } = start(sessionSaga);
    await task.toPromise();
    expect(restored).not.toHaveBeenCalled();
  });

  it('logs out when Firebase restored no session for the stored user', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue(null);
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const { task, dispatched, state } = start(sessionSaga);
    await task.toPromise();
    expect(signOut).toHaveBeenCalled();
    expect(dispatched).toContainEqual(loggedOut());
    expect(state().auth.user).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('refreshes the stored user whenever the profile or the private account changes', async () => {
    storeUser(userOf(), false);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const listener = fakeSessionListener();
    const { task, dispatched, state } = start(sessionSaga);
    await flush();
    expect(accountsService.subscribe).toHaveBeenCalledWith('u1', expect.any(Function), expect.any(Function));

    const renamed = userOf({ name: 'Ann Updated' });
    listener.emit(renamed);
    await flush();
    expect(dispatched).toContainEqual(profileRefreshed(renamed));
    expect(state().auth.user).toEqual(renamed);

    // An operator's config change or a new balance arrives through the private document alone.
    const reconfigured = userOf({
      name: 'Ann Updated',
      currentBalance: 20,
      config: { ...userOf().config, platformFees: 3, noOfFeaturedEventsAllowed: 2 },
    });
    listener.emit(reconfigured);
    await flush();
    expect(dispatched).toContainEqual(profileRefreshed(reconfigured));
    expect(state().auth.user).toEqual(reconfigured);
    expect(JSON.parse(sessionStorage.getItem('authUser') ?? 'null')).toEqual(reconfigured);
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(task.isRunning()).toBe(true);
    task.cancel();
    expect(listener.unsubscribe).toHaveBeenCalled();
  });

  it('keeps a remembered session in localStorage when it refreshes', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const listener = fakeSessionListener();
    const { task } = start(sessionSaga);
    await flush();
    const richer = userOf({ currentBalance: 42 });
    listener.emit(richer);
    await flush();
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual(richer);
    expect(sessionStorage.getItem('authUser')).toBeNull();
    task.cancel();
  });

  it('logs out when the listener loses permission', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const listener = fakeSessionListener();
    const { task, dispatched, state } = start(sessionSaga);
    await flush();
    listener.fail(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    await task.toPromise();
    expect(signOut).toHaveBeenCalled();
    expect(dispatched).toContainEqual(loggedOut());
    expect(state().auth.user).toBeNull();
    expect(listener.unsubscribe).toHaveBeenCalled();
  });

  it('keeps the session after any other listener error and listens again, later after each failure', async () => {
    vi.useFakeTimers();
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const listener = fakeSessionListener();
    const { task, dispatched, state } = start(sessionSaga);
    await vi.advanceTimersByTimeAsync(0);
    const unavailable = () => listener.fail(Object.assign(new Error('offline'), { code: 'unavailable' }));
    unavailable();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
    expect(accountsService.subscribe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(accountsService.subscribe).toHaveBeenCalledTimes(2);
    unavailable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(accountsService.subscribe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(accountsService.subscribe).toHaveBeenCalledTimes(3);
    expect(signOut).not.toHaveBeenCalled();
    expect(dispatched).toEqual([]);
    expect(state().auth.user).toEqual(userOf());

    // Back online: the new listener follows the account again, suspension included.
    listener.emit(userOf({ status: 'suspended' }));
    await task.toPromise();
    expect(signOut).toHaveBeenCalled();
    expect(state().auth.user).toBeNull();
    vi.useRealTimers();
  });

  it.each([
    ['suspended', userOf({ status: 'suspended' }), 'suspended'],
    ['deleted', null, 'userMissing'],
  ] as const)('logs out when the account is %s', async (_name, profile, code) => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const listener = fakeSessionListener();
    const { task, dispatched, state } = start(sessionSaga);
    await flush();
    listener.emit(profile);
    await task.toPromise();
    expect(signOut).toHaveBeenCalled();
    expect(dispatched).toContainEqual(loggedOut({ code }));
    expect(state().auth.user).toBeNull();
    expect(state().auth.login.error).toEqual({ code });
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(listener.unsubscribe).toHaveBeenCalled();
  });

  it('stops watching when the user logs out', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const listener = fakeSessionListener();
    const { task, dispatch } = start(sessionSaga);
    await flush();
    dispatch(logout());
    dispatch(loggedOut());
    await task.toPromise();
    expect(listener.unsubscribe).toHaveBeenCalled();
  });

  it('starts watching at app start and again after a login', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const listener = fakeSessionListener();
    const { task, dispatch } = start(authSaga);
    dispatch(appStarted());
    await flush();
    expect(accountsService.subscribe).toHaveBeenCalledTimes(1);
    expect(accountsService.subscribe).toHaveBeenLastCalledWith(
      'u1',
      expect.any(Function),
      expect.any(Function),
    );
    dispatch(loggedIn({ user: userOf(), remember: true }));
    await flush();
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
    expect(accountsService.subscribe).toHaveBeenCalledTimes(2);
    task.cancel();
    expect(listener.unsubscribe).toHaveBeenCalledTimes(2);
  });
});
