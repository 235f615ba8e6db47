import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, takeEvery, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { checkLoopSaga } from './checkIn.saga';
import { dismissProblemsSaga } from './checkInQueue.saga';
import { watchConnectionSaga } from './connection';
import { closeDoor, dismissProblems, openDoor } from './index';
import { openDoorSaga } from './listCache.saga';
import { syncLoopSaga } from './syncLoop.saga';

/**
 * The door's sagas, one job per file: the event's list kept on the phone (listCache), a scan checked online
 * (checkIn) or decided on the phone (offlineDecision), the queue of scans the server has yet to confirm
 * (checkInQueue), sending that queue (syncLoop) and following the browser's connection (connection).
 */
export function* doorSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest([openDoor.type, closeDoor.type], function* (action: PayloadAction<string>) {
      if (action.type === openDoor.type) yield* call(openDoorSaga, action);
    }),
    fork(checkLoopSaga),
    fork(syncLoopSaga),
    fork(watchConnectionSaga),
    takeEvery(dismissProblems.type, dismissProblemsSaga),
  ]);
}
