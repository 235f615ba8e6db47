import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@/domain/notifications';
import {
  initialNotificationsState,
  markNotificationsRead,
  notificationsChanged,
  notificationsFailed,
  notificationsReducer,
  stopWatchingNotifications,
  watchNotifications,
} from '../index';

const noteOf = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 'order-o1',
  title: 'New booking',
  message: 'Orla booked Salsa Social Evening',
  subjectType: 'order',
  subjectId: 'o1',
  createdBy: 'system',
  createdTo: 'm1',
  createdAt: Date.UTC(2031, 5, 2, 12),
  read: false,
  wording: null,
  ...overrides,
});

describe('notifications reducer', () => {
  it('watches one account and takes each change whole', () => {
    let state = notificationsReducer(initialNotificationsState, watchNotifications('m1'));
    expect(state).toEqual({ uid: 'm1', status: 'watching', items: [], error: null });
    state = notificationsReducer(state, notificationsChanged([noteOf()]));
    expect(state.items).toEqual([noteOf()]);
    expect(notificationsReducer(state, watchNotifications('m1')).items).toEqual([noteOf()]);
    expect(notificationsReducer(state, watchNotifications('u2')).items).toEqual([]);
  });

  it('marks read at once and forgets everything when watching stops', () => {
    let state = notificationsReducer(initialNotificationsState, watchNotifications('m1'));
    state = notificationsReducer(state, notificationsChanged([noteOf({ id: 'a' }), noteOf({ id: 'b' })]));
    state = notificationsReducer(state, markNotificationsRead(['a']));
    expect(state.items.map((item) => item.read)).toEqual([true, false]);
    expect(notificationsReducer(state, notificationsFailed(failedWith('denied')))).toMatchObject({
      status: 'failed',
      error: failedWith('denied'),
    });
    expect(notificationsReducer(state, stopWatchingNotifications())).toEqual(initialNotificationsState);
  });
});
