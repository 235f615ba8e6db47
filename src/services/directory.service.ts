import type { DocumentData, QueryConstraint } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase/app';
import { fromSnapshot, toPlain } from '@/lib/firebase/converters';
import { isListedManager, LISTED_MANAGER_ROLE, type DirectorySort } from '@/domain/directory';
import type { PublicProfile } from '@/domain/entities';
import type { VenueListing } from '@/domain/venue';
import { decodeCursor, encodeCursor, type Page } from './cursor';
import { venueOf } from './directory.parse';

// The directory: read-only, cursor-paginated listings of active event managers (their public profiles,
// profiles/{uid}) and venues. The directory lists offline venues too, with the spec's red Offline badge; the Add Event
// wizard books, so it lists online venues only.
// A screen reads one page at a time, so its reads never grow with the number of accounts or venues.
// Each query orders by a display field (the name, the starting price or the rating) and then the document id, so
// equal values still page exactly once; the composite indexes are in firestore.indexes.json.

export const DIRECTORY_PAGE_SIZE = 12;

export type DirectoryPage<T> = Page<T>;

interface Order {
  field: string;
  direction: 'asc' | 'desc';
}

const NUMERIC_SORTS: Record<Exclude<DirectorySort, 'name'>, Order> = {
  price: { field: 'startingFrom', direction: 'asc' },
  rating: { field: 'ratingRank', direction: 'desc' },
};

const orderOf = (sort: DirectorySort, nameField: string): Order =>
  sort === 'name' ? { field: nameField, direction: 'asc' } : NUMERIC_SORTS[sort];

const sortValue = (
  sort: DirectorySort,
  name: string,
  item: { startingFrom?: number; ratingRank?: number },
) => (sort === 'name' ? name : sort === 'price' ? (item.startingFrom ?? 0) : (item.ratingRank ?? 0));

async function page<T extends { id: string }>(
  collection: string,
  filters: (sdk: typeof import('firebase/firestore')) => QueryConstraint[],
  { field, direction }: Order,
  toItem: (id: string, data: DocumentData) => T,
  sortValueOf: (item: T) => string | number,
  cursor: string | null | undefined,
  pageSize: number,
): Promise<DirectoryPage<T>> {
  const { db, sdk } = await loadFirestore();
  const after = decodeCursor(cursor);
  const constraints = [
    ...filters(sdk),
    sdk.orderBy(field, direction),
    sdk.orderBy(sdk.documentId(), direction),
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

/** Active event managers, by name unless told. */
async function listManagers(
  cursor?: string | null,
  pageSize = DIRECTORY_PAGE_SIZE,
  sort: DirectorySort = 'name',
): Promise<DirectoryPage<PublicProfile>> {
  return page(
    'profiles',
    (sdk) => [sdk.where('role', '==', LISTED_MANAGER_ROLE)],
    orderOf(sort, 'name'),
    (id, data) => ({ ...toPlain(data as Omit<PublicProfile, 'id'>), id }),
    (manager) => sortValue(sort, manager.name, manager),
    cursor,
    pageSize,
  );
}

function venuesPage(
  filters: (sdk: typeof import('firebase/firestore')) => QueryConstraint[],
  cursor: string | null | undefined,
  pageSize: number,
  sort: DirectorySort,
): Promise<DirectoryPage<VenueListing>> {
  return page(
    'venues',
    filters,
    orderOf(sort, 'venueName'),
    venueOf,
    (venue) => sortValue(sort, venue.venueName, venue),
    cursor,
    pageSize,
  );
}

/** Every listed venue, online or offline, by name unless told. */
async function listVenues(
  cursor?: string | null,
  pageSize = DIRECTORY_PAGE_SIZE,
  sort: DirectorySort = 'name',
): Promise<DirectoryPage<VenueListing>> {
  return venuesPage(() => [], cursor, pageSize, sort);
}

/** Online venues, the only ones that take bookings, by name. */
async function listBookableVenues(
  cursor?: string | null,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<DirectoryPage<VenueListing>> {
  return venuesPage((sdk) => [sdk.where('isOnline', '==', true)], cursor, pageSize, 'name');
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
  listBookableVenues,
  getManager,
  getVenue,
};
