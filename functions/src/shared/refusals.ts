import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

import { refusalText, type RefusalParams, type RefusalReason } from '@gigvenue/contracts';

// The reasons and their English texts are the contract's (packages/contracts/src/refusals.ts); here is how a
// function throws them.
export type { RefusalParams, RefusalReason };

/** A refusal as the person is told it: its code, the figures it is worded with, and its English text. */
export interface Said {
  reason: RefusalReason;
  params?: RefusalParams;
  message: string;
}

export function said(reason: RefusalReason, params?: RefusalParams): Said {
  return { reason, ...(params ? { params } : {}), message: refusalText(reason, params) };
}

/**
 * The error a callable throws to refuse: English message for logs and old clients, and { reason, params } so the
 * app words it in the person's language. `extra` carries figures the app acts on (a changed price's totalPence).
 */
export function refuse(
  code: FunctionsErrorCode,
  reason: RefusalReason,
  params?: RefusalParams,
  extra?: Readonly<Record<string, unknown>>,
): HttpsError {
  return new HttpsError(code, refusalText(reason, params), { reason, params: params ?? {}, ...extra });
}

/** A refusal decided further in, as the pure planners return it; `details` as refuse()'s `extra`. */
export interface Refusal extends Said {
  code: FunctionsErrorCode;
  details?: Readonly<Record<string, unknown>>;
}

export const refusal = (
  code: FunctionsErrorCode,
  reason: RefusalReason,
  params?: RefusalParams,
): Refusal => ({ code, ...said(reason, params) });

/** refuse() for a refusal decided further in. */
export const refuseWith = (refused: Refusal): HttpsError =>
  refuse(refused.code, refused.reason, refused.params, refused.details);
