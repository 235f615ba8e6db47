import type { DocumentData, QueryConstraint } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase/app';
import { fromSnapshot, toPlain } from '@/lib/firebase/converters';
import { isListedManager, LISTED_MANAGER_ROLE } from '@/domain/directory';
import type { PublicProfile } from '@/domain/entities';
import type { VenueListing } from '@/domain/venue';
import { venueOf } from './directory.parse';

// The directory: read-only, cursor-paginated listings of active event managers (their public profiles,
// profiles/{uid}) and online venues.
// A screen reads one page at a time, so its reads never grow with the number of accounts or venues.
// Each query orders by a display field and then the document id, so equal names still page exactly once;
// the composite indexes are in firestore.indexes.json.

export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryPage<T> {
  items: T[];
  /** Opaque: pass it back to get the next page; null when there is none. */
  cursor: string | null;
}

/** The cursor is the last item's [sort value, id], JSON-encoded so the caller cannot depend on its shape. */
const encodeCursor = (sortValue: string, id: string) => JSON.stringify([sortValue, id]);

function decodeCursor(cursor: string | null | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(cursor);
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      return [value[0] as string, value[1] as string];
    }
  } catch {
    // A cursor that is not ours restarts from the first page below.
  }
  return null;
}

async function page<T extends { id: string }>(
  collection: string,
  filters: (sdk: typeof import('firebase/firestore')) => QueryConstraint[],
  sortField: string,
  toItem: (id: string, data: DocumentData) => T,
  sortValueOf: (item: T) => string,
  cursor: string | null | undefined,
  pageSize: number,
): Promise<DirectoryPage<T>> {
  const { db, sdk } = await loadFirestore();
  const after = decodeCursor(cursor);
  const constraints = [
    ...filters(sdk),
    sdk.orderBy(sortField),
    sdk.orderBy(sdk.documentId()),
    ...(after ? [sdk.startAfter(...after)] : []),
    // One extra document tells whether another page exists without a second query.
    sdk.limit(pageSize + 1),
  ];
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, collection), ...constraints));
  const items = snapshot.docs.slice(0, pageSize).map((doc) => toItem(doc.id, doc.data()));
  const last = items.at(-1);
  return {
    items,
    cursor: snapshot.docs.length > pageSize && last ? encodeCursor(sortValueOf(last), last.id) : null,
  };
}

/** Active event managers by name. */
async function listManagers(
  cursor?: string | null,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<DirectoryPage<PublicProfile>> {
  return page(
    'profiles',
    (sdk) => [sdk.where('role', '==', LISTED_MANAGER_ROLE)],
    'name',
    (id, data) => ({ ...toPlain(data as Omit<PublicProfile, 'id'>), id }),
    (manager) => manager.name,
    cursor,
    pageSize,
  );
}

/** Online venues by name. */
async function listVenues(
  cursor?: string | null,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<DirectoryPage<VenueListing>> {
  return page(
    'venues',
    (sdk) => [sdk.where('isOnline', '==', true)],
    'venueName',
    venueOf,
    (venue) => venue.venueName,
    cursor,
    pageSize,
  );
}

/**
 * An event manager's public profile as the directory shows it, or null when the id names no listed account:
 * pending and suspended accounts have no public profile, and other roles are filtered out here.
 */
async function getManager(id: string): Promise<PublicProfile | null> {
  const { db, sdk } = await loadFirestore();
  const profile = fromSnapshot<PublicProfile>(await sdk.getDoc(sdk.doc(db, 'profiles', id)));
  return profile && isListedManager(profile) ? profile : null;
}

async function getVenue(id: string): Promise<VenueListing | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'venues', id));
  return snapshot.exists() ? venueOf(snapshot.id, snapshot.data()) : null;
}

export const directoryService = {
  listManagers,
  listVenues,
  getManager,
  getVenue,
};
