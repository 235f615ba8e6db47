import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { limitCounterDocument } from '@gigvenue/contracts';
import { settings } from '../config';
import { writeDocument } from './documents';

// A count of calls per key and window in the rateLimits collection, for limits that anyone may run into signed out.

/**
 * The counter of `key`'s calls of one kind in the window holding `now`: the key is hashed, so no address or e-mail is
 * stored, and a new window starts a new document, which may be deleted once its window has ended.
 */
export function windowCounter(kind: string, key: string, now: number, windowMs: number) {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return { id: `${kind}_${hash}_${windowStart}`, expiresAt: new Date(windowStart + windowMs) };
}

/**
 * Counts one more call on the counter unless it already holds `limit`, and says whether the call fits. Raised in a
 * transaction, so calls at once count exactly.
 */
export async function countCall(
  db: Firestore,
  counter: ReturnType<typeof windowCounter>,
  limit: number,
): Promise<boolean> {
  const ref = db.doc(`rateLimits/${counter.id}`);
  return db.runTransaction(async (tx) => {
    const count = Number((await tx.get(ref)).get('count') ?? 0);
    if (count >= limit) return false;
    writeDocument(tx, 'set', ref, limitCounterDocument, { count: count + 1, expiresAt: counter.expiresAt });
    return true;
  });
}

const MINUTE_MS = 60 * 1000;

/**
 * Counts a load of an event's sale (its public page or getTicketSale) against the caller's network and says whether
 * it fits the minute's limit: each load reads the event and its stock, so a loop over event ids would otherwise make
 * the project read without bound. A caller whose network is unknown is not counted: that is the emulator, which has
 * no front end, or a deployment with fewer proxies in front than configured, where one shared count would turn every
 * visitor away (no client can remove what the proxies append, so this opens nothing to a script).
 */
export async function mayViewSale(db: Firestore, network: string | null): Promise<boolean> {
  if (network === null) return true;
  const counter = windowCounter('saleView', network, Date.now(), MINUTE_MS);
  return countCall(db, counter, settings.saleViewsPerAddressPerMinute);
}
