import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import type { ManagerProfile } from '@/domain/entities';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { appStarted, authReducer, loggedIn, loggedOut, logout, profileRefreshed } from '../index';
import { authSaga, sessionSaga } from '../saga';
import { storeUser } from '../storedUser';
import { userOf } from './fixtures';

/** Runs a saga against the real reducer, recording what it dispatches. */
function start(saga: () => Generator) {
  const channel = stdChannel();
  let state = { auth: authReducer(undefined, { type: '@@init' }) };
  const dispatched: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = { auth: authReducer(state.auth, action) };
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => state }, saga);
  return { task, dispatched, dispatch, state: () => state };
}

/** A fake managers/{uid} listener the test drives by hand. */
function fakeProfileListener() {
  const unsubscribe = vi.fn();
  let emit: (profile: ManagerProfile | null) => void = () => {};
  vi.spyOn(accountsService, 'subscribe').mockImplementation((_uid, onChange) => {
    emit = onChange;
    return unsubscribe;
  });
  return { unsubscribe, emit: (profile: ManagerProfile | null) => emit(profile) };
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

  it('refreshes the stored user whenever the profile changes', async () => {
    storeUser(userOf(), false);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const listener = fakeProfileListener();
    const latest = userOf({ name: 'Ann Updated', currentBalance: 20 });
    vi.spyOn(accountsService, 'getCurrentUser').mockResolvedValue(latest);
    const { task, dispatched, state } = start(sessionSaga);
    await flush();
    listener.emit(latest);
    await flush();
    expect(dispatched).toContainEqual(profileRefreshed(latest));
    expect(state().auth.user).toEqual(latest);
    expect(JSON.parse(sessionStorage.getItem('authUser') ?? 'null')).toEqual(latest);
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(task.isRunning()).toBe(true);
    task.cancel();
    expect(listener.unsubscribe).toHaveBeenCalled();
  });

  it.each([
    ['suspended', userOf({ status: 'suspended' }), 'suspended'],
    ['deleted', null, 'userMissing'],
  ] as const)('logs out when the account is %s', async (_name, profile, code) => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'restoredUid').mockResolvedValue('u1');
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const listener = fakeProfileListener();
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
    const listener = fakeProfileListener();
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
    const listener = fakeProfileListener();
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
