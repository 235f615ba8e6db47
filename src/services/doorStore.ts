import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorList, QueuedScan, SyncProblem } from '@/domain/doorCheck';

// What a door phone keeps so it can go on checking tickets without the network (IndexedDB, per browser profile):
// each event's door list as last loaded (with its changedUntil, from which the next refresh asks only for the tickets
// changed since), the scans accepted offline and not yet sent, the sync problems the person has not dismissed yet,
// and an id for this device that marks its request ids.

export interface StoredDoorList extends DoorList {
  /** When the list was loaded from the server (epoch ms). */
  savedAt: number;
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: StoredDoorList };
  queue: { key: string; value: QueuedScan; indexes: { eventId: string } };
  problems: { key: string; value: SyncProblem; indexes: { eventId: string } };
  meta: { key: string; value: string };
}

const DB_NAME = 'gigvenue-door';
const DEVICE_ID_KEY = 'deviceId';

let opening: Promise<IDBPDatabase<DoorDb>> | undefined;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opening ??= openDB<DoorDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'eventId' });
      database.createObjectStore('queue', { keyPath: 'requestId' }).createIndex('eventId', 'eventId');
      database.createObjectStore('problems', { keyPath: 'requestId' }).createIndex('eventId', 'eventId');
      database.createObjectStore('meta');
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

const byScanTime = <T extends { scannedAt: number }>(items: T[]) =>
  items.sort((a, b) => a.scannedAt - b.scannedAt);

async function getList(eventId: string): Promise<StoredDoorList | null> {
  return (await (await db()).get('lists', eventId)) ?? null;
}

async function saveList(list: DoorList, savedAt = Date.now()): Promise<void> {
  await (await db()).put('lists', { ...list, savedAt });
}

/** Scans waiting to be sent, oldest first: one event's, or every event's. */
async function queued(eventId?: string): Promise<QueuedScan[]> {
  const database = await db();
  return byScanTime(
    eventId ? await database.getAllFromIndex('queue', 'eventId', eventId) : await database.getAll('queue'),
  );
}

async function enqueue(scan: QueuedScan): Promise<void> {
  await (await db()).put('queue', scan);
}

/** Takes a sent scan off the queue, keeping the problem its sync revealed, in one transaction. */
async function settle(requestId: string, problem: SyncProblem | null = null): Promise<void> {
  const transaction = (await db()).transaction(['queue', 'problems'], 'readwrite');
  await Promise.all([
    transaction.objectStore('queue').delete(requestId),
    problem ? transaction.objectStore('problems').put(problem) : undefined,
    transaction.done,
  ]);
}

async function problems(eventId: string): Promise<SyncProblem[]> {
  return byScanTime(await (await db()).getAllFromIndex('problems', 'eventId', eventId));
}

async function dismissProblems(eventId: string): Promise<void> {
  const transaction = (await db()).transaction('problems', 'readwrite');
  const keys = await transaction.store.index('eventId').getAllKeys(eventId);
  await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
}

/** A random id for this browser, made once; it tells which phone a request id came from. */
async function deviceId(): Promise<string> {
  const database = await db();
  const transaction = database.transaction('meta', 'readwrite');
  const existing = await transaction.store.get(DEVICE_ID_KEY);
  if (existing) {
    await transaction.done;
    return existing;
  }
  const made = crypto
    .getRandomValues(new Uint32Array(2))
    .reduce((text, part) => text + part.toString(36), '');
  await Promise.all([transaction.store.put(made, DEVICE_ID_KEY), transaction.done]);
  return made;
}

/**
 * Forgets the buyer names and sync problems a signed-out person's phone kept. Scans still queued stay: they are
 * check-ins that happened at the door, and the next staff sign-in sends them.
 */
async function forgetPeople(): Promise<void> {
  const transaction = (await db()).transaction(['lists', 'problems'], 'readwrite');
  await Promise.all([
    transaction.objectStore('lists').clear(),
    transaction.objectStore('problems').clear(),
    transaction.done,
  ]);
}

export const doorStore = {
  getList,
  saveList,
  queued,
  enqueue,
  settle,
  problems,
  dismissProblems,
  deviceId,
  forgetPeople,
};
