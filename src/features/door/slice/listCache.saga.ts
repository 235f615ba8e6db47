import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { mergeDoorList, type DoorList } from '@/domain/doorCheck';
import { failureOf } from '@/lib/firebase/errors';
import { doorService } from '@/services/door.service';
import { doorStore } from '@/services/doorStore';
import { browserOnline } from './connection';
import { connectionChanged, doorListLoaded, doorListLoadFailed, doorRestored, syncQueue } from './index';
import { selectDoorList, selectListSavedAt } from './selectors';

/** The list of `eventId` in state, if that is the event open. */
export function* openList(eventId: string): SagaGenerator<DoorList | null> {
  const list = yield* select(selectDoorList);
  return list?.eventId === eventId ? list : null;
}

/**
 * The server's list of the open event, kept on the phone for offline scans: the whole list the first time, then only
 * the tickets changed since the list the phone has (its changedUntil), merged into it.
 */
export function* refreshListSaga(eventId: string): SagaGenerator<void> {
  try {
    const since = (yield* call(openList, eventId))?.changedUntil ?? null;
    const update = yield* call(doorService.doorList, eventId, since);
    // Merged into the list as it is now: a scan answered meanwhile may have marked a ticket.
    let list = mergeDoorList(yield* call(openList, eventId), update);
    // Changes with no list to merge them into (it was forgotten meanwhile, at a sign-out): the whole list instead.
    list ??= mergeDoorList(null, yield* call(doorService.doorList, eventId, null));
    if (!list) return;
    const savedAt = Date.now();
    yield* put(doorListLoaded({ eventId, list, savedAt }));
    try {
      yield* call(doorStore.saveList, list, savedAt);
    } catch {
      // Without IndexedDB (a private window, a full disk) the door still works while online.
    }
  } catch (error) {
    yield* put(doorListLoadFailed({ eventId, failure: failureOf(error) }));
  }
}

/** Opens the door: what the phone kept first (at once, and offline too), then the server's list. */
export function* openDoorSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  try {
    const { stored, queue, problems } = yield* all({
      stored: call(doorStore.getList, eventId),
      queue: call(doorStore.queued, eventId),
      problems: call(doorStore.problems, eventId),
    });
    const { savedAt, ...list } = stored ?? { savedAt: null };
    yield* put(
      doorRestored({
        eventId,
        list: stored ? (list as DoorList) : null,
        listSavedAt: savedAt,
        queue,
        problems,
      }),
    );
  } catch {
    yield* put(doorRestored({ eventId, list: null, listSavedAt: null, queue: [], problems: [] }));
  }
  const online = yield* call(browserOnline);
  yield* put(connectionChanged(online));
  yield* call(refreshListSaga, eventId);
  // Scans queued earlier, for this event or another, go out as soon as the door is open with a connection.
  if (online) yield* put(syncQueue());
}

/** The list kept on the phone, with the ticket just let in marked, so a later offline scan of it says so. */
export function* keepList(eventId: string): SagaGenerator<void> {
  const list = yield* call(openList, eventId);
  const savedAt = yield* select(selectListSavedAt);
  if (!list) return;
  try {
    yield* call(doorStore.saveList, list, savedAt ?? Date.now());
  } catch {
    // Kept in memory only; the next list load from the server has the check-in anyway.
  }
}
