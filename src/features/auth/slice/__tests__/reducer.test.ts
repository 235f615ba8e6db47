// @vitest-environment jsdom -- the session is read from localStorage or sessionStorage.
import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  authReducer,
  categoriesLoaded,
  categoriesLoadFailed,
  formReset,
  initialAuthState,
  loadCategories,
  loggedIn,
  loggedOut,
  login,
  loginFailed,
  passwordResetFailed,
  passwordResetSent,
  profileRefreshed,
  register,
  registered,
  registrationFailed,
  registrationUploadProgressed,
  requestPasswordReset,
} from '../index';
import { registrationOf, userOf } from './fixtures';

const credentials = { email: 'ann@example.com', password: 'secret', rememberMe: true };

describe('auth reducer', () => {
  it('starts signed out when nothing is stored', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual(initialAuthState());
    expect(initialAuthState().user).toBeNull();
  });

  it('restores a remembered user from localStorage', () => {
    localStorage.setItem('authUser', JSON.stringify(userOf()));
    const state = authReducer(undefined, { type: '@@init' });
    expect(state.user).toEqual(userOf());
    expect(state.remember).toBe(true);
  });

  it('restores a session-only user from sessionStorage', () => {
    sessionStorage.setItem('authUser', JSON.stringify(userOf({ name: 'Tab' })));
    const state = authReducer(undefined, { type: '@@init' });
    expect(state.user?.name).toBe('Tab');
    expect(state.remember).toBe(false);
  });

  it('ignores unreadable stored data', () => {
    localStorage.setItem('authUser', '{not json');
    expect(authReducer(undefined, { type: '@@init' }).user).toBeNull();
  });

  it('tracks a login from request to result', () => {
    let state = authReducer(initialAuthState(), login(credentials));
    expect(state.login).toEqual({ status: 'pending', error: null });
    state = authReducer(state, loginFailed({ code: 'underVerification' }));
    expect(state.login).toEqual({ status: 'failed', error: { code: 'underVerification' } });
    state = authReducer(state, login(credentials));
    expect(state.login.error).toBeNull();
    state = authReducer(state, loggedIn({ user: userOf(), remember: true }));
    expect(state.user).toEqual(userOf());
    expect(state.remember).toBe(true);
    expect(state.login.status).toBe('succeeded');
  });

  it('forgets the user on logout and shows why when there is a reason', () => {
    const signedIn = authReducer(initialAuthState(), loggedIn({ user: userOf(), remember: true }));
    const plain = authReducer(signedIn, loggedOut());
    expect(plain.user).toBeNull();
    expect(plain.login).toEqual({ status: 'idle', error: null });
    const suspended = authReducer(signedIn, loggedOut({ code: 'suspended' }));
    expect(suspended.login).toEqual({ status: 'failed', error: { code: 'suspended' } });
  });

  it('replaces the user on a profile refresh', () => {
    const signedIn = authReducer(initialAuthState(), loggedIn({ user: userOf(), remember: false }));
    expect(authReducer(signedIn, profileRefreshed(userOf({ name: 'Ann B' }))).user?.name).toBe('Ann B');
  });

  it('keeps the same state when a refresh repeats the user, so nothing that reads it renders again', () => {
    const signedIn = authReducer(initialAuthState(), loggedIn({ user: userOf(), remember: false }));
    const repeated = authReducer(signedIn, profileRefreshed(userOf()));
    expect(repeated).toBe(signedIn);
    expect(repeated.user).toBe(signedIn.user);
  });

  it('tracks registration and password reset', () => {
    let state = authReducer(initialAuthState(), register(registrationOf()));
    expect(state.registration.status).toBe('pending');
    state = authReducer(state, registrationFailed({ code: 'emailExists' }));
    expect(state.registration).toEqual({ status: 'failed', error: { code: 'emailExists' } });
    state = authReducer(state, registered());
    expect(state.registration).toEqual({ status: 'succeeded', error: null });

    state = authReducer(state, requestPasswordReset({ email: 'ann@example.com' }));
    expect(state.passwordReset.status).toBe('pending');
    state = authReducer(state, passwordResetFailed('emailNotFound'));
    expect(state.passwordReset).toEqual({ status: 'failed', error: 'emailNotFound' });
    state = authReducer(state, passwordResetSent());
    expect(state.passwordReset).toEqual({ status: 'succeeded', error: null });
  });

  it('tracks upload progress of a registration until its result', () => {
    let state = authReducer(initialAuthState(), register(registrationOf()));
    state = authReducer(state, registrationUploadProgressed({ key: 'k1', percent: 40 }));
    state = authReducer(state, registrationUploadProgressed({ key: 'k2', percent: 100 }));
    expect(state.registrationUploads).toEqual({ k1: 40, k2: 100 });
    expect(authReducer(state, registered()).registrationUploads).toEqual({});
    expect(
      authReducer(state, registrationFailed({ failure: failedWith('offline') })).registrationUploads,
    ).toEqual({});
    expect(authReducer(state, formReset('registration')).registrationUploads).toEqual({});
  });

  it('resets one form without touching the others', () => {
    let state = authReducer(initialAuthState(), registered());
    state = authReducer(state, passwordResetSent());
    state = authReducer(state, formReset('registration'));
    expect(state.registration).toEqual({ status: 'idle', error: null });
    expect(state.passwordReset.status).toBe('succeeded');
  });

  it('loads categories', () => {
    let state = authReducer(initialAuthState(), loadCategories());
    expect(state.categories.status).toBe('pending');
    state = authReducer(state, categoriesLoaded([{ id: 'c1', name: 'DJ' }]));
    expect(state.categories).toEqual({ status: 'succeeded', error: null, items: [{ id: 'c1', name: 'DJ' }] });
    state = authReducer(state, categoriesLoadFailed({ failure: failedWith('offline') }));
    expect(state.categories.error).toEqual({ failure: failedWith('offline') });
    expect(state.categories.items).toHaveLength(1);
  });
});
