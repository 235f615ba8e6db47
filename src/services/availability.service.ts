import { loadFirestore } from '@/lib/firebase/app';
import {
  buildEntry,
  entryIdOf,
  isOfferedFrom,
  MAX_SLOTS_PER_ENTRY,
  mergeSlots,
  overfullDates,
  TOO_MANY_SLOTS,
  type AvailabilityEntry,
  type Slot,
} from '@/domain/slots';
import type { CalendarDate } from '@/domain/entities';
import { addDays, localDateOf } from '@/domain/recurrence';
import { availabilityEntryOf } from './availability.parse';
import { functionsService } from './functions.service';

// Data model.
// managers/{uid}/availability/{entryId}: one document per start date, entryId = 'YYYY-MM-DD', holding
//   { startDate: {year, month, day}, day: 'Monday', dayNumber: 1..7 (Sunday=1), createdAt,
//     slots: [{ id, title, type: 'For Venue'|'For Private'|'Any', startTime: 'h:mm AM', endTime, price,
//               availableTill: {year, month, day}, recurring }] }.
//   Keying by date makes "adding slots for an existing start date merges into that entry" a read-and-append
//   in one transaction. The manager creates entries and appends slots (the rules allow nothing else);
//   a slot is deleted only by the deleteAvailabilitySlot function, which refuses slots booked today or later,
//   so that check cannot be bypassed. A function keeps managers/{uid}.startingFrom at the lowest slot price.
// bookings/{ownerId}: { bookings: { 'YYYY-MM-DD': slotIds[] } }, readable by active accounts (the directory
//   asks "is this slot free on that date"), written only by functions (see bookings.service.ts).

export interface NewEntry {
  startDate: CalendarDate;
  slots: Slot[];
}

async function collectionOf(uid: string) {
  const { db, sdk } = await loadFirestore();
  return { db, sdk, entries: sdk.collection(db, 'managers', uid, 'availability') };
}

/** The most entries read from today on: the rules' page bound, over three months of daily entries. */
export const UPCOMING_ENTRIES_LIMIT = 100;
/**
 * How far back entries are looked at for weekly slots that still repeat: a year and a few days, read as
 * RUNNING_WINDOWS windows of at most RUNNING_WINDOW_DAYS days each. An entry's id is its start date, so a window
 * holds at most one entry per day and its page (limit = its days, within the rules' 100) always reads all of it.
 */
export const RUNNING_WINDOW_DAYS = 92;
export const RUNNING_WINDOWS = 4;

/**
 * The manager's entries that still offer a slot today or later, by start date ('YYYY-MM-DD' ids sort
 * chronologically): the first UPCOMING_ENTRIES_LIMIT from today on, and those of the last 368 days whose weekly
 * slots still repeat (a weekly slot repeating for more than a year after its start is shown for that year).
 * Bounded queries, so however many entries one account stores, a visitor of the directory or the booking wizard
 * reads at most 468.
 */
async function list(
  uid: string,
  today: CalendarDate = localDateOf(new Date()),
): Promise<AvailabilityEntry[]> {
  const { sdk, entries } = await collectionOf(uid);
  const idDaysBefore = (days: number) => entryIdOf(addDays(today, -days));
  const window = (fromDaysBefore: number, toDaysBefore: number) =>
    sdk.getDocs(
      sdk.query(
        entries,
        sdk.where(sdk.documentId(), '>=', idDaysBefore(fromDaysBefore)),
        sdk.where(sdk.documentId(), '<', idDaysBefore(toDaysBefore)),
        sdk.orderBy(sdk.documentId()),
        sdk.limit(fromDaysBefore - toDaysBefore),
      ),
    );
  const earlierWindows = Array.from({ length: RUNNING_WINDOWS }, (_, index) =>
    window(
      (RUNNING_WINDOWS - index) * RUNNING_WINDOW_DAYS,
      (RUNNING_WINDOWS - index - 1) * RUNNING_WINDOW_DAYS,
    ),
  );
  const [upcoming, ...earlier] = await Promise.all([
    sdk.getDocs(
      sdk.query(
        entries,
        sdk.where(sdk.documentId(), '>=', entryIdOf(today)),
        sdk.orderBy(sdk.documentId()),
        sdk.limit(UPCOMING_ENTRIES_LIMIT),
      ),
    ),
    ...earlierWindows,
  ]);
  const running = earlier
    .flatMap((snapshot) => snapshot.docs)
    .map((doc) => availabilityEntryOf(doc.data(), doc.id))
    .filter((entry) => isOfferedFrom(entry, today));
  return [...running, ...upcoming.docs.map((doc) => availabilityEntryOf(doc.data(), doc.id))];
}

/** The stored entries for these start dates (those that exist): one read per date, whatever the total. */
async function entriesOn(uid: string, startDates: readonly CalendarDate[]): Promise<AvailabilityEntry[]> {
  const { sdk, entries } = await collectionOf(uid);
  const ids = [...new Set(startDates.map(entryIdOf))];
  const snapshots = await Promise.all(ids.map((id) => sdk.getDoc(sdk.doc(entries, id))));
  return snapshots.flatMap((snapshot) =>
    snapshot.exists() ? [availabilityEntryOf(snapshot.data(), snapshot.id)] : [],
  );
}

/**
 * The rules refuse a date with more than MAX_SLOTS_PER_ENTRY slots as a bare permission error, so a save that
 * would go past the cap (say another tab added slots since the caller checked) fails with its own code instead.
 */
function tooManySlots(startDate: CalendarDate): Error {
  const error = new Error(`More than ${MAX_SLOTS_PER_ENTRY} slots on ${entryIdOf(startDate)}`);
  return Object.assign(error, { code: TOO_MANY_SLOTS, startDate });
}

/**
 * Saves several dates in one transaction: each entry creates its date's document or appends its slots to the one
 * there (entries for the same date merge in order). Every date is saved, or none is, so a failure never leaves
 * the manager guessing which dates made it. Returns the stored result per date, in the order first named.
 */
async function addEntries(uid: string, newEntries: readonly NewEntry[]): Promise<AvailabilityEntry[]> {
  const { db, sdk, entries } = await collectionOf(uid);
  const ids = [...new Set(newEntries.map((entry) => entryIdOf(entry.startDate)))];
  return sdk.runTransaction(db, async (transaction) => {
    const snapshots = await Promise.all(ids.map((id) => transaction.get(sdk.doc(entries, id))));
    const stored = snapshots.flatMap((snapshot) =>
      snapshot.exists() ? [availabilityEntryOf(snapshot.data(), snapshot.id)] : [],
    );
    const [overfull] = overfullDates(stored, newEntries);
    if (overfull) throw tooManySlots(overfull);
    const results = new Map<string, { entry: AvailabilityEntry; exists: boolean }>(
      stored.map((entry) => [entry.id, { entry, exists: true }]),
    );
    for (const entry of newEntries) {
      const id = entryIdOf(entry.startDate);
      const current = results.get(id);
      results.set(
        id,
        current
          ? { ...current, entry: { ...current.entry, slots: mergeSlots(current.entry.slots, entry.slots) } }
          : { entry: buildEntry(entry.startDate, entry.slots), exists: false },
      );
    }
    for (const id of ids) {
      const { entry, exists } = results.get(id)!;
      const ref = sdk.doc(entries, id);
      if (exists) transaction.update(ref, { slots: entry.slots });
      else {
        const { id: _id, ...data } = entry;
        transaction.set(ref, { ...data, createdAt: sdk.serverTimestamp() });
      }
    }
    return ids.map((id) => results.get(id)!.entry);
  });
}

async function removeSlot(uid: string, entryId: string, slotId: string): Promise<void> {
  await functionsService.deleteAvailabilitySlot({ ownerId: uid, entryId, slotId });
}

export const availabilityService = {
  list,
  entriesOn,
  addEntries,
  removeSlot,
};
