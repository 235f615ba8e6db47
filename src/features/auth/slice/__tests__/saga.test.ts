// @vitest-environment jsdom -- the session is kept in localStorage or sessionStorage.
import { failedWith } from '@/testing/failures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { User } from '@/domain/entities';
import type { Saga } from 'redux-saga';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { categoriesService } from '@/services/categories.service';
import { accountEmailService } from '@/services/accountEmail.service';
import { signOutCleanupService } from '@/services/signOutCleanup.service';
import { storageService } from '@/services/storage.service';
import {
  categoriesLoaded,
  categoriesLoadFailed,
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
import {
  loadCategoriesSaga,
  loginSaga,
  logoutSaga,
  passwordResetSaga,
  refreshUser,
  sessionChannel,
  sessionRetryDelayMs,
} from '../saga';
import { buildAccount, registerSaga, registrationProgressed } from '../registration.saga';
import { readStoredUser, storeUser } from '../storedUser';
import { registrationOf, userOf } from './fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

/** Runs a saga with the session's remember-me choice and collects what it dispatches. */
function run<Args extends unknown[]>(saga: Saga<Args>, ...args: Args): Promise<Action[]> {
  return dispatchedBy(saga, { state: { auth: { remember: true } } }, ...args);
}

// Every sign-out the sagas make goes through these; each test sees fresh spies and an empty browser storage.
let signOut: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
  vi.spyOn(signOutCleanupService, 'forgetDoorData').mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('loginSaga', () => {
  const request = login({ email: ' ann@example.com ', password: 'secret', rememberMe: true });

  function account(user: User | null | Error) {
    const signIn = vi.spyOn(authService, 'signIn').mockResolvedValue('u1');
    const read = vi.spyOn(accountsService, 'getCurrentUser');
    if (user instanceof Error) read.mockRejectedValue(user);
    else read.mockResolvedValue(user);
    return { signIn, read };
  }

  it('stores an active user and reports loggedIn', async () => {
    const user = userOf();
    const { signIn, read } = account(user);
    expect(await run(loginSaga, request)).toEqual([loggedIn({ user, remember: true })]);
    expect(signIn).toHaveBeenCalledWith('ann@example.com', 'secret', true);
    expect(read).toHaveBeenCalledWith('u1');
    expect(readStoredUser()).toEqual({ user, remember: true });
    expect(signOut).not.toHaveBeenCalled();
  });

  it.each([
    ['pending', 'underVerification'],
    ['suspended', 'suspended'],
  ] as const)('signs a %s account out again', async (status, code) => {
    account(userOf({ status }));
    expect(await run(loginSaga, request)).toEqual([loginFailed({ code })]);
    expect(signOut).toHaveBeenCalled();
    expect(readStoredUser().user).toBeNull();
  });

  it('signs out when the account record is missing', async () => {
    account(null);
    expect(await run(loginSaga, request)).toEqual([loginFailed({ code: 'userMissing' })]);
    expect(signOut).toHaveBeenCalled();
  });

  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])('maps %s to invalid credentials', async (code) => {
    vi.spyOn(authService, 'signIn').mockRejectedValue(firebaseError(code));
    expect(await run(loginSaga, request)).toEqual([loginFailed({ code: 'invalidCredentials' })]);
  });

  it('reports any other sign-in failure generically', async () => {
    vi.spyOn(authService, 'signIn').mockRejectedValue(firebaseError('auth/network-request-failed'));
    expect(await run(loginSaga, request)).toEqual([loginFailed({ code: 'loginFailed' })]);
  });

  it('does not stay signed in when the account cannot be read', async () => {
    account(firebaseError('unavailable'));
    expect(await run(loginSaga, request)).toEqual([loginFailed({ code: 'loginFailed' })]);
    expect(signOut).toHaveBeenCalled();
  });
});

describe('registerSaga', () => {
  const manager = {
    bio: 'DJ',
    address: 'London',
    location: null,
    helpingAddress: {},
    category: 'DJ',
    experienceYears: 2,
  };
  const upload = (key: string, name: string) => ({ key, file: new File([key], name, { type: 'image/png' }) });

  function services() {
    return {
      signUp: vi.spyOn(authService, 'signUp').mockResolvedValue('u9'),
      upload: vi.spyOn(storageService, 'upload').mockImplementation(async (_prefix, file, onProgress) => {
        onProgress?.(40);
        return `https://files/${file.name}`;
      }),
      create: vi.spyOn(accountsService, 'create').mockResolvedValue(),
      update: vi.spyOn(accountsService, 'update').mockResolvedValue(),
      deleteUser: vi.spyOn(authService, 'deleteCurrentUser').mockResolvedValue(),
    };
  }

  it("writes the profile first, then uploads into the account's folder with progress, names the pictures and signs out", async () => {
    const { signUp, upload: uploaded, create, update } = services();
    const image = upload('k0', 'me.png');
    const works = [upload('k1', 'a.png'), upload('k2', 'b.png')];
    const request = registrationOf({ role: 'eventManager', manager, files: { image, attachments: works } });
    const dispatched = await run(registerSaga, register(request));
    expect(signUp).toHaveBeenCalledWith('ann@example.com', 'secret');
    expect(uploaded.mock.calls.map(([prefix, file]) => [prefix, file.name])).toEqual([
      ['profileImage/u9', 'me.png'],
      ['profileImage/u9', 'a.png'],
      ['profileImage/u9', 'b.png'],
    ]);
    expect(create).toHaveBeenCalledWith('u9', buildAccount(request, '', []));
    // storage.rules take uploads only from an account: none may start before its record is written.
    expect(create.mock.invocationCallOrder[0]).toBeLessThan(Math.min(...uploaded.mock.invocationCallOrder));
    expect(update).toHaveBeenCalledWith('u9', {
      img: 'https://files/me.png',
      prevAttachments: ['https://files/a.png', 'https://files/b.png'],
    });
    expect(signOut).toHaveBeenCalled();
    expect(dispatched).toContainEqual(registrationUploadProgressed({ key: 'k0', percent: 40 }));
    expect(dispatched.at(-1)).toEqual(registered());
  });

  it('skips uploads an owner did not choose', async () => {
    const { upload: uploaded, create, update } = services();
    const request = registrationOf();
    expect(await run(registerSaga, register(request))).toEqual([registered()]);
    expect(uploaded).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledWith('u9', buildAccount(request, '', []));
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the registered account when its pictures fail to upload', async () => {
    const { upload: uploaded, create, update, deleteUser } = services();
    uploaded.mockRejectedValue(new Error('storage/unauthorized'));
    const request = registrationOf({ files: { image: upload('k0', 'me.png'), attachments: [] } });
    expect((await run(registerSaga, register(request))).at(-1)).toEqual(registered());
    expect(create).toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it('uploads previous work without a profile image', async () => {
    const { update } = services();
    const request = registrationOf({
      role: 'eventManager',
      manager,
      files: { image: null, attachments: [upload('k1', 'a.png')] },
    });
    await run(registerSaga, register(request));
    expect(update).toHaveBeenCalledWith('u9', { img: '', prevAttachments: ['https://files/a.png'] });
  });

  it('reports upload progress under the picture key', () => {
    expect(registrationProgressed('k1', 40)).toEqual(
      registrationUploadProgressed({ key: 'k1', percent: 40 }),
    );
  });

  it('reports an e-mail that is already registered, and creates nothing', async () => {
    const { signUp, create, deleteUser } = services();
    signUp.mockRejectedValue(firebaseError('auth/email-already-in-use'));
    expect(await run(registerSaga, register(registrationOf()))).toEqual([
      registrationFailed({ code: 'emailExists' }),
    ]);
    expect(create).not.toHaveBeenCalled();
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it('deletes the new Auth user and signs out when a later step fails', async () => {
    const { create, deleteUser } = services();
    create.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    expect(await run(registerSaga, register(registrationOf()))).toEqual([
      registrationFailed({ failure: failedWith('Missing or insufficient permissions.') }),
    ]);
    expect(deleteUser).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalled();
  });

  it('still signs out when the new user cannot be deleted', async () => {
    const { create, deleteUser } = services();
    create.mockRejectedValue(new Error('offline'));
    deleteUser.mockRejectedValue(new Error('requires-recent-login'));
    expect(await run(registerSaga, register(registrationOf()))).toEqual([
      registrationFailed({ failure: failedWith('offline') }),
    ]);
    expect(signOut).toHaveBeenCalled();
  });
});

describe('buildAccount', () => {
  it('writes only public fields, with manager details for managers', () => {
    const request = registrationOf({
      role: 'eventManager',
      isAppUser: true,
      manager: {
        bio: ' DJ ',
        address: ' London ',
        location: { latitude: 51.5, longitude: -0.1 },
        helpingAddress: { city: 'London', country: 'UK' },
        category: 'DJ',
        experienceYears: 4,
      },
    });
    expect(buildAccount(request, 'img', ['a'])).toEqual({
      email: 'ann@example.com',
      name: 'Ann',
      number: '0123',
      img: 'img',
      role: 'eventManager',
      isAppUser: true,
      bio: 'DJ',
      location: { latitude: 51.5, longitude: -0.1 },
      address: 'London',
      helpingAddress: { city: 'London', country: 'UK' },
      category: 'DJ',
      experience: { years: 4, months: 0 },
      prevAttachments: ['a'],
    });
    expect(buildAccount(registrationOf(), '', [])).toEqual({
      email: 'ann@example.com',
      name: 'Ann',
      number: '0123',
      img: '',
      role: 'venueOwner',
      isAppUser: false,
    });
  });
});

describe('passwordResetSaga', () => {
  const request = requestPasswordReset({ email: ' ann@example.com' });

  it('sends the reset e-mail to a known account', async () => {
    const check = vi.spyOn(accountEmailService, 'checkAccountEmail').mockResolvedValue(true);
    const send = vi.spyOn(authService, 'sendPasswordReset').mockResolvedValue();
    expect(await run(passwordResetSaga, request)).toEqual([passwordResetSent()]);
    expect(check).toHaveBeenCalledWith('ann@example.com');
    expect(send).toHaveBeenCalledWith('ann@example.com');
  });

  it('reports an unknown e-mail without sending', async () => {
    vi.spyOn(accountEmailService, 'checkAccountEmail').mockResolvedValue(false);
    const send = vi.spyOn(authService, 'sendPasswordReset').mockResolvedValue();
    expect(await run(passwordResetSaga, request)).toEqual([passwordResetFailed('emailNotFound')]);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports other failures generically', async () => {
    vi.spyOn(accountEmailService, 'checkAccountEmail').mockRejectedValue(
      firebaseError('functions/unavailable'),
    );
    expect(await run(passwordResetSaga, request)).toEqual([passwordResetFailed('failed')]);
  });
});

describe('logoutSaga and endSession', () => {
  const ended = () => dispatchedBy(logoutSaga, { state: {} });

  it("signs out, clears the stored user and the door's kept buyer names, then reports loggedOut", async () => {
    storeUser(userOf(), true);
    const signOut = vi.spyOn(authService, 'signOut').mockResolvedValue();
    const forget = vi.spyOn(signOutCleanupService, 'forgetDoorData').mockResolvedValue();
    expect(await ended()).toEqual([loggedOut()]);
    expect(signOut).toHaveBeenCalled();
    expect(forget).toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('still clears what it can when sign-out or the cleanup fails', async () => {
    storeUser(userOf(), true);
    vi.spyOn(authService, 'signOut').mockRejectedValue(new Error('offline'));
    vi.spyOn(signOutCleanupService, 'forgetDoorData').mockRejectedValue(new Error('IndexedDB blocked'));
    expect(await ended()).toEqual([loggedOut()]);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe('loadCategoriesSaga', () => {
  it('loads the categories', async () => {
    vi.spyOn(categoriesService, 'list').mockResolvedValue([{ id: 'c1', name: 'DJ' }]);
    expect(await run(loadCategoriesSaga)).toEqual([categoriesLoaded([{ id: 'c1', name: 'DJ' }])]);
  });

  it('reports a failure', async () => {
    vi.spyOn(categoriesService, 'list').mockRejectedValue(new Error('offline'));
    expect(await run(loadCategoriesSaga)).toEqual([categoriesLoadFailed({ failure: failedWith('offline') })]);
  });
});

describe('sessionRetryDelayMs', () => {
  it('doubles after each failure in a row and waits at most 30 seconds', () => {
    expect([1, 2, 3, 6, 50].map(sessionRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe('refreshUser', () => {
  it('stores the user where the session lives and puts it in the slice', async () => {
    const user = userOf({ currentBalance: 12 });
    expect(await run(refreshUser, user)).toEqual([profileRefreshed(user)]);
    expect(readStoredUser()).toEqual({ user, remember: true });
  });
});

describe('sessionChannel', () => {
  it('emits the joined User and listener errors, and unsubscribes when closed', () => {
    const unsubscribe = vi.fn();
    let onChange: (user: User | null) => void = () => {};
    let onError: ((error: Error) => void) | undefined;
    const subscribe = vi.spyOn(accountsService, 'subscribe').mockImplementation((_uid, change, error) => {
      onChange = change;
      onError = error;
      return unsubscribe;
    });
    const events = sessionChannel('u1');
    expect(subscribe).toHaveBeenCalledWith('u1', expect.any(Function), expect.any(Function));
    const received: unknown[] = [];
    const user = userOf({ currentBalance: 3 });
    events.take((event) => received.push(event));
    onChange(user);
    const failure = new Error('offline');
    events.take((event) => received.push(event));
    onError?.(failure);
    expect(received).toEqual([{ user }, { error: failure }]);
    events.close();
    expect(unsubscribe).toHaveBeenCalled();
    subscribe.mockRestore();
  });
});
