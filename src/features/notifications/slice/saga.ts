import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, race, take, takeEvery, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { failureOf } from '@/lib/firebase/errors';
import { notificationsService } from '@/services/notifications.service';
import {
  markNotificationsRead,
  notificationsChanged,
  notificationsFailed,
  stopWatchingNotifications,
  watchNotifications,
} from './index';
import type { AppNotification } from './types';

export type NotificationsEvent = { items: AppNotification[] } | { error: Error };

export function notificationsChannel(uid: string): EventChannel<NotificationsEvent> {
  return eventChannel<NotificationsEvent>((emit) =>
    notificationsService.subscribeLatest(
      uid,
      (items) => emit({ items }),
      (error) => emit({ error }),
    ),
  );
}

/** Follows the account's newest notifications until the frame unmounts (which signing out does) or it fails. */
export function* watchNotificationsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const channel = yield* call(notificationsChannel, action.payload);
  try {
    while (true) {
      const { event } = yield* race({
        event: take(channel),
        stop: take(stopWatchingNotifications.type),
      });
      if (!event) return;
      if ('error' in event) {
        yield* put(notificationsFailed(failureOf(event.error)));
        return;
      }
      yield* put(notificationsChanged(event.items));
    }
  } finally {
    // Also reached when a newer watch (another account) cancels this one.
    channel.close();
  }
}

export function* markReadSaga(action: PayloadAction<string[]>): SagaGenerator<void> {
  try {
    yield* call(notificationsService.markRead, action.payload);
  } catch {
    // The listener shows them unread again, and the next opening of the menu retries.
  }
}

export function* notificationsSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(watchNotifications.type, watchNotificationsSaga),
    takeEvery(markNotificationsRead.type, markReadSaga),
  ]);
}
