import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  announceableEventsLoaded,
  announcementsReducer,
  announcementsReset,
  announcementSendFailed,
  announcementSent,
  holdersLoaded,
  holdersLoadFailed,
  initialAnnouncementsState,
  loadAnnounceableEvents,
  loadHolders,
  sendAnnouncement,
} from '../index';

const request = { eventId: 'e1', title: 'Doors', message: 'At 7', requestId: 'req-1' };
const result = { announcementId: 'ann-1', holders: 3, notified: 3, pushed: 1 };

describe('announcements reducer', () => {
  it('loads the upcoming events', () => {
    const loading = announcementsReducer(initialAnnouncementsState, loadAnnounceableEvents());
    expect(loading.events.status).toBe('loading');
    const loaded = announcementsReducer(
      loading,
      announceableEventsLoaded([{ id: 'e1', title: 'Salsa', date: 0 }]),
    );
    expect(loaded.events).toEqual({
      status: 'succeeded',
      items: [{ id: 'e1', title: 'Salsa', date: 0 }],
      error: null,
    });
  });

  it('keeps the holder count of the chosen event only', () => {
    let state = announcementsReducer(initialAnnouncementsState, loadHolders('e1'));
    state = announcementsReducer(state, loadHolders('e2'));
    state = announcementsReducer(state, holdersLoaded({ eventId: 'e1', count: 9 }));
    expect(state.holders).toEqual({ eventId: 'e2', status: 'loading', count: 0, error: null });
    state = announcementsReducer(state, holdersLoaded({ eventId: 'e2', count: 4 }));
    expect(state.holders.count).toBe(4);
    state = announcementsReducer(state, holdersLoadFailed({ eventId: 'e1', failure: failedWith('late') }));
    expect(state.holders.status).toBe('succeeded');
    expect(announcementsReducer(state, loadHolders('')).holders).toEqual(initialAnnouncementsState.holders);
  });

  it('remembers a failed attempt until a send succeeds', () => {
    let state = announcementsReducer(initialAnnouncementsState, sendAnnouncement(request));
    expect(state.send.status).toBe('sending');
    state = announcementsReducer(state, announcementSendFailed({ failure: failedWith('Too many'), request }));
    expect(state.send).toEqual({
      status: 'failed',
      error: failedWith('Too many'),
      result: null,
      failedAttempt: request,
    });
    state = announcementsReducer(state, sendAnnouncement(request));
    expect(state.send.failedAttempt).toEqual(request);
    state = announcementsReducer(state, announcementSent(result));
    expect(state.send).toEqual({ status: 'succeeded', error: null, result, failedAttempt: null });
    expect(announcementsReducer(state, announcementsReset()).send).toEqual(initialAnnouncementsState.send);
  });
});
