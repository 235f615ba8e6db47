import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { newRequestId } from '@/domain/booking';
import { failureOf } from '@/lib/firebase/errors';
import { announcementsService } from '@/services/announcements.service';
import {
  announceableEventsLoaded,
  announceableEventsLoadFailed,
  announcementSendFailed,
  announcementSent,
  holdersLoaded,
  holdersLoadFailed,
  loadAnnounceableEvents,
  loadHolders,
  sendAnnouncement,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import { selectFailedAttempt } from './selectors';
import type { AnnouncementDraft, AnnouncementRequest } from './types';

export function* loadAnnounceableEventsSaga(): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(announceableEventsLoadFailed(signInFirstFailure()));
    return;
  }
  try {
    const events = yield* call(announcementsService.listUpcomingEvents, uid);
    yield* put(announceableEventsLoaded(events));
  } catch (error) {
    yield* put(announceableEventsLoadFailed(failureOf(error)));
  }
}

export function* loadHoldersSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const eventId = action.payload;
  if (!eventId) return;
  try {
    const count = yield* call(announcementsService.holders, eventId);
    yield* put(holdersLoaded({ eventId, count }));
  } catch (error) {
    yield* put(holdersLoadFailed({ eventId, failure: failureOf(error) }));
  }
}

const sameDraft = (a: AnnouncementDraft, b: AnnouncementDraft) =>
  a.eventId === b.eventId && a.title === b.title && a.message === b.message;

export function* sendAnnouncementSaga(action: PayloadAction<AnnouncementDraft>): SagaGenerator<void> {
  const draft = action.payload;
  // A retry of a failed send may have reached the server after all: the same id lets it answer without resending.
  const failed = yield* select(selectFailedAttempt);
  const requestId: string = failed && sameDraft(failed, draft) ? failed.requestId : yield* call(newRequestId);
  const request: AnnouncementRequest = { ...draft, requestId };
  try {
    const result = yield* call(announcementsService.send, request);
    yield* put(announcementSent(result));
  } catch (error) {
    yield* put(announcementSendFailed({ failure: failureOf(error), request }));
  }
}

export function* announcementsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadAnnounceableEvents.type, loadAnnounceableEventsSaga),
    takeLatest(loadHolders.type, loadHoldersSaga),
    // takeLeading: a second press while one send runs is ignored rather than sending twice.
    takeLeading(sendAnnouncement.type, sendAnnouncementSaga),
  ]);
}
