import { REFUSAL_TEXTS } from '@gigvenue/contracts';
import { errorMessage, failureOf, Refused, type Refusal } from './errors';

/**
 * The refusal for work that needs a signed-in account when there is none: the contract's `signInFirst`, the code the
 * functions refuse with, so the person reads it in their language (errors:signInFirst) wherever it comes from.
 */
export function signInFirst(): Refused {
  return new Refused('signInFirst', REFUSAL_TEXTS.signInFirst);
}

/** The signed-in account's uid, or the signInFirst refusal thrown when nobody is signed in. */
export function signedInUid(uid: string | null | undefined): string {
  if (!uid) throw signInFirst();
  return uid;
}

/** What to tell someone who is not signed in: the signInFirst refusal in their language. */
export function signInFirstMessage(): string {
  return errorMessage(signInFirst());
}

/** The signInFirst refusal as the store keeps it, for the view to word. */
export function signInFirstFailure(): Refusal {
  return failureOf(signInFirst());
}
