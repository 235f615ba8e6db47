/**
 * The codes a callable refuses with on purpose (HttpsError), each carrying a reason the person can act on. Anything
 * else went wrong unexpectedly: the function threw (internal, unknown), the server was unreachable or slow
 * (unavailable, deadline-exceeded), or the failure never reached a function (a failed upload, no code at all).
 * Decided by code, never by reading an error's message.
 */
const REFUSAL_CODES: ReadonlySet<string> = new Set(
  [
    'invalid-argument',
    'failed-precondition',
    'already-exists',
    'not-found',
    'permission-denied',
    'unauthenticated',
    'resource-exhausted',
    'out-of-range',
    'aborted',
  ].map((code) => `functions/${code}`),
);

/** Whether a failed request's error code means something broke, rather than that the server refused it. */
export function isUnexpectedFailure(code: string | undefined): boolean {
  return code === undefined || !REFUSAL_CODES.has(code);
}
