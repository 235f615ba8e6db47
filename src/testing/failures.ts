/** A failure as the store keeps it (lib/firebase/errors Refusal, written out: src/testing stays off lib/firebase). */
interface StoredFailure {
  reason: string;
  params: Record<string, unknown>;
}

/** A failure the store keeps for an error of a library, in its own words (lib/firebase/errors failureOf). */
export const failedWith = (detail: string): StoredFailure => ({ reason: 'request', params: { detail } });

/** The signInFirst refusal as the store keeps it. */
export const signInFirstFailure: StoredFailure = { reason: 'signInFirst', params: {} };
