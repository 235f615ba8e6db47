import type { AnyCallable, RequestOf, ResponseOf } from '@gigvenue/contracts';
import { loadFunctions } from '@/lib/firebase/app';
import { firebaseErrorCode } from '@/lib/firebase/errors';

/** The code of a call that never reached a server: the app decides by it (errors.ts isUnreachable), never by text. */
export const UNREACHABLE_CODE = 'functions/unavailable';

// The Functions SDK reports a request that got no response at all (offline, connection refused) as `internal` with
// HTTP status 0, and states the status only at the end of its message ("internal [0]"); a function that crashed
// answers 500 with the same code. This adapter, the one place that calls the SDK, reads that status once and gives
// such a call the code the rest of the app decides by.
const NO_RESPONSE = /\[0\]$/;

function unreachable(cause: unknown): Error {
  return Object.assign(new Error('The server could not be reached.', { cause }), { code: UNREACHABLE_CODE });
}

function withCodeForNoResponse(error: unknown): unknown {
  const noResponse =
    firebaseErrorCode(error) === 'functions/internal' &&
    error instanceof Error &&
    NO_RESPONSE.test(error.message);
  return noResponse ? unreachable(error) : error;
}

export interface CallOptions {
  /** How long to wait for the answer, in ms (the SDK's default is 70 s). */
  timeout?: number;
  /** Sends a fresh single-use App Check token: the callables that consume theirs refuse one they have seen. */
  limitedUseAppCheckTokens?: boolean;
}

/**
 * Calls a Cloud Function through its contract: the request typed as the function checks it, the answer parsed by
 * the same schema the function answers with, so a function and an app of different versions fail loudly here
 * rather than drawing a half-read answer. A call that reached no server fails with UNREACHABLE_CODE, also when the
 * SDK's own chunk could not be loaded (offline on a phone that never loaded it).
 */
export async function callContract<C extends AnyCallable>(
  callable: C,
  request: RequestOf<C>,
  options?: CallOptions,
): Promise<ResponseOf<C>> {
  let loaded;
  try {
    loaded = await loadFunctions();
  } catch (error) {
    throw unreachable(error);
  }
  const { functions, sdk } = loaded;
  let data: unknown;
  try {
    ({ data } = await sdk.httpsCallable<RequestOf<C>, unknown>(functions, callable.name, options)(request));
  } catch (error) {
    throw withCodeForNoResponse(error);
  }
  return callable.response.parse(data) as ResponseOf<C>;
}
