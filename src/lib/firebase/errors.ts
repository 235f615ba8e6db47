import i18n from 'i18next';
import { refusalInDetails, type RefusalReason } from '@gigvenue/contracts';
import type { Refusal } from '@/domain/refusal';

/** The Firebase error code (e.g. "auth/wrong-password"), or undefined for other errors. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/** A callable's refusal as its function sent it (a reason of the contract's, refusals.ts, and its figures), or one
 * the app words itself (serverUnreachable). */
export type { Refusal };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A refusal the app makes itself before a write, worded as the functions' are (errors:<reason>). */
export class Refused extends Error {
  constructor(
    readonly reason: RefusalReason,
    englishText: string,
  ) {
    super(englishText);
    this.name = 'Refused';
  }
}

/** The refusal a failed call carries (the app's own Refused, or a callable's error details), or null for others. */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof Refused) return { reason: error.reason, params: {} };
  if (!firebaseErrorCode(error)?.startsWith('functions/') || !isRecord(error)) return null;
  return refusalInDetails(error.details);
}

// services/callContract.ts gives a call that got no response 'functions/unavailable'.
const UNREACHABLE_CODES = new Set([
  'functions/unavailable',
  'functions/deadline-exceeded',
  'auth/network-request-failed',
]);

/** Whether a call failed without reaching the server (offline, timed out), as opposed to being refused. */
export function isUnreachable(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code !== undefined && UNREACHABLE_CODES.has(code);
}

// Loaded after the first screen (app/i18n.ts loadRefusalTexts); until then a refusal reads in the function's English.
const ERRORS_NAMESPACE = 'errors';

// The Functions SDK appends the HTTP status to a callable's message ("Booking aleady exists for this slot [400]").
const HTTP_STATUS_SUFFIX = /\s\[\d{3}\]$/;

/**
 * What to tell the person about a failure: a callable's refusal in their language (errors:<reason>), an unreachable
 * server as such, anything else in its own words.
 */
export function errorMessage(error: unknown): string {
  const refusal = refusalOf(error);
  const key = refusal && `${ERRORS_NAMESPACE}:${refusal.reason}`;
  if (refusal && key && i18n.exists(key)) return i18n.t(key, refusal.params);
  if (isUnreachable(error) && i18n.exists(`${ERRORS_NAMESPACE}:serverUnreachable`))
    return i18n.t(`${ERRORS_NAMESPACE}:serverUnreachable`);
  if (!(error instanceof Error)) return String(error);
  return firebaseErrorCode(error)?.startsWith('functions/')
    ? error.message.replace(HTTP_STATUS_SUFFIX, '')
    : error.message;
}

/**
 * What the store keeps of a failure, never worded text: a refusal's reason and figures, which the view words in the
 * person's language (components/ui/RefusalText), so a change of language re-words an error already shown. A server
 * that cannot be reached is `serverUnreachable`; any other error keeps its own words (a library's, not ours) as the
 * detail of `request`, whose text is just that detail.
 */
export function failureOf(error: unknown): Refusal {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  if (isUnreachable(error)) return { reason: 'serverUnreachable', params: {} };
  const detail = !(error instanceof Error)
    ? String(error)
    : firebaseErrorCode(error)?.startsWith('functions/')
      ? error.message.replace(HTTP_STATUS_SUFFIX, '')
      : error.message;
  return { reason: 'request', params: { detail } };
}

/** The client secret of a card payment whose bank asks the payer to confirm it, or null for any other failure. */
export function bankCheckOf(error: unknown): string | null {
  const refusal = refusalOf(error);
  const secret = refusal?.reason === 'paymentAuthenticationRequired' ? refusal.params.clientSecret : null;
  return typeof secret === 'string' && secret ? secret : null;
}

/** A card payment the bank refused to confirm: the next try is a new payment, with another card or the same. */
export const isBankCheckFailure = (error: unknown): boolean =>
  refusalOf(error)?.reason === 'paymentAuthenticationFailed';
