import type { ResetPasswordError } from '@/components/forms/resetPassword.schema';
import type { AccountStatus, User } from '@/domain/entities';
import { failureOf, firebaseErrorCode, type Refusal } from '@/lib/firebase/errors';
import type { AuthError, AuthErrorCode } from './types';

/** What the sagas know of a thrown error: the Firebase code, if any, and its reason for the view to word. */
export interface Failure {
  code?: string;
  refusal: Refusal;
}

export const authFailureOf = (error: unknown): Failure => ({
  code: firebaseErrorCode(error),
  refusal: failureOf(error),
});

const WRONG_CREDENTIALS = new Set([
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

export function signInError({ code }: Failure): AuthError {
  return { code: code && WRONG_CREDENTIALS.has(code) ? 'invalidCredentials' : 'loginFailed' };
}

/** Sign-up shows known Firebase failures in the spec's words and anything else by its reason (errors:<reason>). */
export function signUpError({ code, refusal }: Failure): AuthError {
  if (code === 'auth/email-already-in-use') return { code: 'emailExists' };
  if (code === 'auth/wrong-password' || code === 'auth/user-not-found')
    return { code: 'invalidCredentialsSignUp' };
  return { failure: refusal };
}

export function passwordResetError({ code }: Failure): ResetPasswordError {
  if (code === 'auth/user-not-found') return 'emailNotFound';
  // The address check is rate limited per IP address (checkAccountEmail).
  if (code === 'functions/resource-exhausted') return 'tooManyAttempts';
  return 'failed';
}

const BLOCKING_STATUS: Partial<Record<AccountStatus, AuthErrorCode>> = {
  pending: 'underVerification',
  suspended: 'suspended',
};

/** Why this account may not use the app right now, or null when it may. */
export function accountBlock(user: Pick<User, 'status'> | null): AuthError | null {
  if (!user) return { code: 'userMissing' };
  const code = BLOCKING_STATUS[user.status];
  return code ? { code } : null;
}

/** A session already running ends when the account is suspended or deleted; pending only gates a login. */
export function sessionBlock(user: Pick<User, 'status'> | null): AuthError | null {
  if (!user) return { code: 'userMissing' };
  return user.status === 'suspended' ? { code: 'suspended' } : null;
}
