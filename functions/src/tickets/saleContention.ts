/**
 * A sale whose transaction did not get through, so the same request may simply be sent again (its id makes the retry
 * sell and charge once): Firestore's ABORTED once a flash sale's contention used up its attempts, or a transaction
 * that expired while it waited ("Transaction is invalid or closed", INVALID_ARGUMENT; the emulator answers a long
 * lock wait so). The sale fences itself off and releases the card hold before it throws (ticketSale.ts).
 */
export function isSaleContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 10 ||
    /maximum number of retries/i.test(message) ||
    (code === 3 && /transaction is invalid or closed/i.test(message))
  );
}
