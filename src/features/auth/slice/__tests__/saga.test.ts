import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/domain/entities';
import { runSaga } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { uploadImages } from '@/sagas/uploadImages';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { categoriesService } from '@/services/categories.service';
import { functionsService } from '@/services/functions.service';
import { signOutCleanupService } from '@/services/signOutCleanup.service';
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
  endSession,
  loadCategoriesSaga,
  loginSaga,
  logoutSaga,
  passwordResetSaga,
  refreshUser,
  sessionChannel,
  sessionRetryDelayMs,
} from '../saga';
import {
  buildAccount,
  registerSaga,
  registrationProgressed,
  rollBackRegistration,
} from '../registration.saga';
import { selectRemember } from '../selectors';
import { storeUser } from '../storedUser';
import { registrationOf, userOf } from './fixtures';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('loginSaga', () => {
  const request = login({ email: ' ann@example.com ', password: 'secret', rememberMe: true });

  it('stores an active user and reports loggedIn', () => {
    const user = userOf();
    const saga = loginSaga(request);
    expect(saga.next().value).toEqual(call(authService.signIn, 'ann@example.com', 'secret', true));
    expect(saga.next('u1').value).toEqual(call(accountsService.getCurrentUser, 'u1'));
    expect(saga.next(user).value).toEqual(call(storeUser, user, true));
    expect(saga.next().value).toEqual(put(loggedIn({ user, remember: true })));
    expect(saga.next().done).toBe(true);
  });

  it.each([
    ['pending', 'underVerification'],
    ['suspended', 'suspended'],
  ] as const)('signs a %s account out again', (status, code) => {
    const saga = loginSaga(request);
    saga.next();
    saga.next('u1');
    expect(saga.next(userOf({ status })).value).toEqual(call(endSession));
    expect(saga.next().value).toEqual(put(loginFailed({ code })));
    expect(saga.next().done).toBe(true);
  });

  it('signs out when the account record is missing', () => {
    const saga = loginSaga(request);
    saga.next();
    saga.next('u1');
    expect(saga.next(null).value).toEqual(call(endSession));
    expect(saga.next().value).toEqual(put(loginFailed({ code: 'userMissing' })));
  });

  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])('maps %s to invalid credentials', (code) => {
    const saga = loginSaga(request);
    saga.next();
    expect(saga.throw(firebaseError(code)).value).toEqual(put(loginFailed({ code: 'invalidCredentials' })));
  });

  it('reports any other sign-in failure generically', () => {
    const saga = loginSaga(request);
    saga.next();
    expect(saga.throw(firebaseError('auth/network-request-failed')).value).toEqual(
      put(loginFailed({ code: 'loginFailed' })),
    );
  });

  it('does not stay signed in when the account cannot be read', () => {
    const saga = loginSaga(request);
    saga.next();
    saga.next('u1');
    expect(saga.throw(firebaseError('unavailable')).value).toEqual(call(endSession));
    expect(saga.next().value).toEqual(put(loginFailed({ code: 'loginFailed' })));
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

  it("uploads the files into the new account's folder with progress, writes the profile and signs out", () => {
    const image = upload('k0', 'me.png');
    const works = [upload('k1', 'a.png'), upload('k2', 'b.png')];
    const request = registrationOf({ role: 'eventManager', manager, files: { image, attachments: works } });
    const saga = registerSaga(register(request));
    expect(saga.next().value).toEqual(call(authService.signUp, 'ann@example.com', 'secret'));
    expect(saga.next('u9').value).toEqual(
      call(uploadImages, 'profileImage/u9', [image, ...works], registrationProgressed),
    );
    const account = buildAccount(request, 'https://img', ['https://a', 'https://b']);
    expect(saga.next(['https://img', 'https://a', 'https://b']).value).toEqual(
      call(accountsService.create, 'u9', account),
    );
    expect(saga.next().value).toEqual(call(endSession));
    expect(saga.next().value).toEqual(put(registered()));
    expect(saga.next().done).toBe(true);
  });

  it('skips uploads an owner did not choose', () => {
    const request = registrationOf();
    const saga = registerSaga(register(request));
    saga.next();
    expect(saga.next('u9').value).toEqual(call(accountsService.create, 'u9', buildAccount(request, '', [])));
  });

  it('uploads previous work without a profile image', () => {
    const works = [upload('k1', 'a.png')];
    const request = registrationOf({
      role: 'eventManager',
      manager,
      files: { image: null, attachments: works },
    });
    const saga = registerSaga(register(request));
    saga.next();
    expect(saga.next('u9').value).toEqual(
      call(uploadImages, 'profileImage/u9', works, registrationProgressed),
    );
    expect(saga.next(['https://a']).value).toEqual(
      call(accountsService.create, 'u9', buildAccount(request, '', ['https://a'])),
    );
  });

  it('reports upload progress under the picture key', () => {
    expect(registrationProgressed('k1', 40)).toEqual(
      registrationUploadProgressed({ key: 'k1', percent: 40 }),
    );
  });

  it('reports an e-mail that is already registered', () => {
    const saga = registerSaga(register(registrationOf()));
    saga.next();
    expect(saga.throw(firebaseError('auth/email-already-in-use')).value).toEqual(
      put(registrationFailed({ code: 'emailExists' })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('deletes the new Auth user when a later step fails', () => {
    const saga = registerSaga(register(registrationOf()));
    saga.next();
    saga.next('u9');
    expect(saga.throw(new Error('Missing or insufficient permissions.')).value).toEqual(
      call(rollBackRegistration),
    );
    expect(saga.next().value).toEqual(
      put(registrationFailed({ message: 'Missing or insufficient permissions.' })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('rolls back by deleting the user and ending the session', () => {
    const saga = rollBackRegistration();
    expect(saga.next().value).toEqual(call(authService.deleteCurrentUser));
    expect(saga.throw(new Error('requires-recent-login')).value).toEqual(call(endSession));
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

  it('sends the reset e-mail to a known account', () => {
    const saga = passwordResetSaga(request);
    expect(saga.next().value).toEqual(call(functionsService.checkAccountEmail, 'ann@example.com'));
    expect(saga.next(true).value).toEqual(call(authService.sendPasswordReset, 'ann@example.com'));
    expect(saga.next().value).toEqual(put(passwordResetSent()));
    expect(saga.next().done).toBe(true);
  });

  it('reports an unknown e-mail without sending', () => {
    const saga = passwordResetSaga(request);
    saga.next();
    expect(saga.next(false).value).toEqual(put(passwordResetFailed('emailNotFound')));
    expect(saga.next().done).toBe(true);
  });

  it('reports other failures generically', () => {
    const saga = passwordResetSaga(request);
    saga.next();
    expect(saga.throw(firebaseError('functions/unavailable')).value).toEqual(
      put(passwordResetFailed('failed')),
    );
  });
});

describe('logoutSaga and endSession', () => {
  async function ended() {
    const dispatched: unknown[] = [];
    await runSaga(
      { dispatch: (action) => void dispatched.push(action), getState: () => ({}) },
      logoutSaga,
    ).toPromise();
    return dispatched;
  }

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
  it('loads the categories', () => {
    const saga = loadCategoriesSaga();
    expect(saga.next().value).toEqual(call(categoriesService.list));
    expect(saga.next([{ id: 'c1', name: 'DJ' }]).value).toEqual(
      put(categoriesLoaded([{ id: 'c1', name: 'DJ' }])),
    );
  });

  it('reports a failure', () => {
    const saga = loadCategoriesSaga();
    saga.next();
    expect(saga.throw(new Error('offline')).value).toEqual(put(categoriesLoadFailed({ message: 'offline' })));
  });
});

describe('sessionRetryDelayMs', () => {
  it('doubles after each failure in a row and waits at most 30 seconds', () => {
    expect([1, 2, 3, 6, 50].map(sessionRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe('refreshUser', () => {
  it('stores the user where the session lives and puts it in the slice', () => {
    const user = userOf({ currentBalance: 12 });
    const saga = refreshUser(user);
    expect(saga.next().value).toEqual(select(selectRemember));
    expect(saga.next(true).value).toEqual(call(storeUser, user, true));
    expect(saga.next().value).toEqual(put(profileRefreshed(user)));
    expect(saga.next().done).toBe(true);
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
