import { createSelector } from '@reduxjs/toolkit';
import { doorCount } from '@/domain/doorCheck';
import type { DoorState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithDoor {
  door: DoorState;
}

export const selectDoor = (state: WithDoor) => state.door;
export const selectDoorEventId = (state: WithDoor) => state.door.eventId;
export const selectDoorList = (state: WithDoor) => state.door.list;
export const selectListSavedAt = (state: WithDoor) => state.door.listSavedAt;
export const selectQueue = (state: WithDoor) => state.door.queue;

/** Checked in / sold, this phone's queued check-ins included; null until a list is known. */
export const selectDoorCount = createSelector([selectDoorList, selectQueue], (list, queue) =>
  list ? doorCount(list, queue) : null,
);
