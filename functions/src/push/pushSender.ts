// One push message to one device, and what became of it. Senders never throw for a single bad token: each message
// gets its own outcome, so one stale device cannot stop an announcement to thousands.

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  userId: string;
  announcementId: string;
}

/** 'invalid': the token will never work again and should be forgotten; 'failed': this attempt did not get through. */
export type PushOutcome = 'sent' | 'invalid' | 'failed';

export interface PushSender {
  readonly name: string;
  send(messages: readonly PushMessage[]): Promise<PushOutcome[]>;
}

/** How many sends are in flight at once: FCM HTTP v1 takes one message per request and has no multicast. */
export const PUSH_CONCURRENCY = 50;

/** Maps items to results with at most `limit` calls running at once, keeping the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
