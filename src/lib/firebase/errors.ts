/** The Firebase error code (e.g. "auth/wrong-password"), or undefined for other errors. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

// The Functions SDK appends the HTTP status to a callable's message ("Booking aleady exists for this slot [400]");
// people should read the function's own words, which are the spec's messages.
const HTTP_STATUS_SUFFIX = /\s\[\d{3}\]$/;

export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return firebaseErrorCode(error)?.startsWith('functions/')
    ? error.message.replace(HTTP_STATUS_SUFFIX, '')
    : error.message;
}
