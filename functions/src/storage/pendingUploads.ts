import type { Bucket } from '@google-cloud/storage';
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { foldersOf } from './uploadQuota';

// The uploads of sign-ups that never went anywhere: a pending account (not yet approved) whose e-mail address was never
// verified and that registered more than PENDING_UPLOADS_RETENTION_DAYS ago loses its pictures. Only its Storage files
// go: the profile and the Auth user stay for the operator to approve or remove (an approved account uploads again), and
// nothing of an active, suspended or verified account is touched.

const PAGE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const HTTP_NOT_FOUND = 404;

/** Epoch ms of a stored createdAt (a Firestore Timestamp, or ms), or null when there is none. */
export function createdAtMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const timestamp = value as { toMillis?: () => number } | null | undefined;
  return typeof timestamp?.toMillis === 'function' ? timestamp.toMillis() : null;
}

export interface PendingAccount {
  status: unknown;
  /** Epoch ms, or null when unknown (then it is never counted as old). */
  createdAt: number | null;
  /** Auth's emailVerified; an account with no Auth user left counts as unverified. */
  emailVerified: boolean;
}

/** Whether an account's uploads are cleaned: still pending, registered before `cutoff`, address never verified. */
export const hasStaleUploads = (account: PendingAccount, cutoff: number): boolean =>
  account.status === 'pending' &&
  account.createdAt !== null &&
  account.createdAt < cutoff &&
  !account.emailVerified;

/** Deletes every file in an account's upload folders; returns how many it deleted (a file gone already is not one). */
async function deleteUploadsOf(bucket: Bucket, uid: string): Promise<number> {
  const listings = await Promise.all(foldersOf(uid).map((prefix) => bucket.getFiles({ prefix })));
  const deleted = await Promise.all(
    listings
      .flatMap(([files]) => files)
      .map((file) =>
        file.delete().then(
          () => 1,
          (error: { code?: unknown }) => {
            if (error.code === HTTP_NOT_FOUND) return 0;
            throw error;
          },
        ),
      ),
  );
  return deleted.reduce((total: number, one) => total + one, 0);
}

/**
 * Goes through the pending accounts, a page at a time (by id: no composite index), and deletes the uploads of those
 * hasStaleUploads picks. Returns how many accounts lost files and how many files went. Run again, it finds nothing.
 */
export async function cleanStalePendingUploads(
  db: Firestore,
  auth: Pick<Auth, 'getUsers'>,
  bucket: Bucket,
  now: number,
  retentionDays: number,
): Promise<{ accounts: number; files: number }> {
  const cutoff = now - retentionDays * DAY_MS;
  const run = { accounts: 0, files: 0 };
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection('managers')
      .where('status', '==', 'pending')
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    last = page.docs.at(-1);
    const old = page.docs.filter((doc) => {
      const createdAt = createdAtMs(doc.get('createdAt'));
      return createdAt !== null && createdAt < cutoff;
    });
    const { users } =
      old.length > 0 ? await auth.getUsers(old.map((doc) => ({ uid: doc.id }))) : { users: [] };
    const verified = new Set(users.filter((user) => user.emailVerified).map((user) => user.uid));
    for (const doc of old) {
      const account = {
        status: doc.get('status'),
        createdAt: createdAtMs(doc.get('createdAt')),
        emailVerified: verified.has(doc.id),
      };
      if (!hasStaleUploads(account, cutoff)) continue;
      const files = await deleteUploadsOf(bucket, doc.id);
      if (files > 0) {
        run.accounts += 1;
        run.files += files;
      }
    }
    if (page.size < PAGE) return run;
  }
}
