import { describe, expect, it } from 'vitest';
import en from '@/locales/en/auth.json';
import { failedWith } from '@/testing/failures';
import enUi from '@/locales/en/ui.json';
import {
  accountBlock,
  passwordResetError,
  sessionBlock,
  signInError,
  signUpError,
  type Failure,
} from '../errors';
import type { AuthError } from '../types';

const failure = (code: string | undefined, message = `failed: ${code}`): Failure => ({
  code,
  refusal: failedWith(message),
});

/** What the alert shows for an error: the English text of a known code, the error's own words otherwise. */
const shown = (error: AuthError | null) =>
  error === null ? null : 'code' in error ? en.errors[error.code] : error.failure.params.detail;

describe('signUpError (spec section 8, sign-up)', () => {
  it("reports an e-mail that is already registered as 'Email already exists.'", () => {
    const error = signUpError(failure('auth/email-already-in-use'));
    expect(error).toEqual({ code: 'emailExists' });
    expect(shown(error)).toBe('Email already exists.');
  });

  it.each(['auth/wrong-password', 'auth/user-not-found'])(
    "reports %s as 'Invalid Email or Password.', with the sign-up's trailing dot",
    (code) => {
      const error = signUpError(failure(code));
      expect(error).toEqual({ code: 'invalidCredentialsSignUp' });
      expect(shown(error)).toBe('Invalid Email or Password.');
    },
  );

  it.each([
    ['another Firebase code', 'auth/weak-password', 'Password should be at least 6 characters'],
    ['a sign-in-only code', 'auth/invalid-credential', 'The supplied credential is wrong.'],
    ['an error without a code', undefined, 'Missing or insufficient permissions.'],
  ])('passes %s through with its own words', (_name, code, message) => {
    const error = signUpError(failure(code, message));
    expect(error).toEqual({ failure: failedWith(message) });
    expect(shown(error)).toBe(message);
  });
});

describe('signInError (spec section 8, sign-in)', () => {
  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])("reports %s as 'Invalid Email or Password', without a dot", (code) => {
    const error = signInError(failure(code));
    expect(error).toEqual({ code: 'invalidCredentials' });
    expect(shown(error)).toBe('Invalid Email or Password');
  });

  it.each([
    ['another Firebase code', 'auth/network-request-failed'],
    ['the sign-up-only code', 'auth/email-already-in-use'],
    ['an error without a code', undefined],
  ])('reports %s generically', (_name, code) => {
    const error = signInError(failure(code));
    expect(error).toEqual({ code: 'loginFailed' });
    expect(shown(error)).toBe('Something went wrong. Try again!');
  });
});

describe('passwordResetError', () => {
  it('reports an unknown e-mail', () => {
    expect(passwordResetError(failure('auth/user-not-found'))).toBe('emailNotFound');
  });

  it("reports the address check's rate limit in words of its own", () => {
    const error = passwordResetError(failure('functions/resource-exhausted'));
    expect(error).toBe('tooManyAttempts');
    expect(enUi.resetPassword.errors[error]).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it.each(['auth/too-many-requests', undefined])('reports %s as a general failure', (code) => {
    expect(passwordResetError(failure(code))).toBe('failed');
  });
});

describe('accountBlock (login gate)', () => {
  it.each([
    ['pending', 'underVerification', 'Your account is under verification'],
    ['suspended', 'suspended', 'Your account is suspended.'],
  ] as const)('blocks a %s account', (status, code, text) => {
    const error = accountBlock({ status });
    expect(error).toEqual({ code });
    expect(shown(error)).toBe(text);
  });

  it('blocks a missing account record', () => {
    const error = accountBlock(null);
    expect(error).toEqual({ code: 'userMissing' });
    expect(shown(error)).toBe('User with this email does not exists!');
  });

  it('lets an active account in', () => {
    expect(accountBlock({ status: 'active' })).toBeNull();
  });
});

describe('sessionBlock (a running session)', () => {
  it('ends the session of a suspended account', () => {
    expect(sessionBlock({ status: 'suspended' })).toEqual({ code: 'suspended' });
  });

  it('ends the session of a deleted account', () => {
    expect(sessionBlock(null)).toEqual({ code: 'userMissing' });
  });

  it.each(['active', 'pending'] as const)('keeps a %s account signed in', (status) => {
    expect(sessionBlock({ status })).toBeNull();
  });
});
