import { failedWith, signInFirstFailure } from '@/testing/failures';
import { describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  announceableEventsLoaded,
  announceableEventsLoadFailed,
  announcementSendFailed,
  announcementSent,
  holdersLoaded,
  holdersLoadFailed,
  initialAnnouncementsState,
  loadHolders,
  sendAnnouncement,
} from '../index';
import { loadAnnounceableEventsSaga, loadHoldersSaga, sendAnnouncementSaga } from '../saga';
import type { AnnouncementsState } from '../types';
import { dispatchedBy } from '@/testing/sagaHarness';

const service = vi.hoisted(() => ({ send: vi.fn(), listUpcomingEvents: vi.fn(), holders: vi.fn() }));
vi.mock('@/services/announcements.service', () => ({ announcementsService: service }));

interface State {
  auth: { user: { id: string } | null };
  announcements: AnnouncementsState;
}
const stateOf = (overrides: Partial<AnnouncementsState> = {}, uid: string | null = 'u1'): State => ({
  auth: { user: uid ? { id: uid } : null },
  announcements: { ...initialAnnouncementsState, ...overrides },
});

function dispatched(run: () => SagaIterator, state: State = stateOf()): Promise<Action[]> {
  return dispatchedBy(run, { state });
}

const draft = { eventId: 'e1', title: 'Doors', message: 'At 7' };
const result = { announcementId: 'ann-1', holders: 3, notified: 3, pushed: 1 };

describe('announcements sagas', () => {
  it("loads the signed-in account's upcoming events", async () => {
    service.listUpcomingEvents.mockResolvedValueOnce([{ id: 'e1', title: 'Salsa', date: 0 }]);
    expect(await dispatched(loadAnnounceableEventsSaga)).toEqual([
      announceableEventsLoaded([{ id: 'e1', title: 'Salsa', date: 0 }]),
    ]);
    expect(service.listUpcomingEvents).toHaveBeenCalledWith('u1');
  });

  it('reports a failed load, and a missing session', async () => {
    service.listUpcomingEvents.mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched(loadAnnounceableEventsSaga)).toEqual([
      announceableEventsLoadFailed(failedWith('offline')),
    ]);
    expect(await dispatched(loadAnnounceableEventsSaga, stateOf({}, null))).toEqual([
      announceableEventsLoadFailed(signInFirstFailure),
    ]);
  });

  it("reads the chosen event's holder count", async () => {
    service.holders.mockResolvedValueOnce(12);
    expect(await dispatched(() => loadHoldersSaga(loadHolders('e1')))).toEqual([
      holdersLoaded({ eventId: 'e1', count: 12 }),
    ]);
    service.holders.mockRejectedValueOnce(new Error('denied'));
    expect(await dispatched(() => loadHoldersSaga(loadHolders('e1')))).toEqual([
      holdersLoadFailed({ eventId: 'e1', failure: failedWith('denied') }),
    ]);
  });

  it('sends with a fresh request id and reports the result', async () => {
    service.send.mockResolvedValueOnce(result);
    expect(await dispatched(() => sendAnnouncementSaga(sendAnnouncement(draft)))).toEqual([
      announcementSent(result),
    ]);
    expect(service.send).toHaveBeenLastCalledWith({ ...draft, requestId: expect.stringMatching(/^req-/) });
  });

  it('retries a failed send with the same request id, and a changed one with a new id', async () => {
    service.send.mockRejectedValueOnce(new Error('deadline-exceeded'));
    const [failed] = (await dispatched(() => sendAnnouncementSaga(sendAnnouncement(draft)))) as ReturnType<
      typeof announcementSendFailed
    >[];
    expect(failed.type).toBe(announcementSendFailed.type);
    expect(failed.payload.failure).toEqual(failedWith('deadline-exceeded'));
    const attempt = failed.payload.request;

    service.send.mockResolvedValueOnce(result);
    await dispatched(
      () => sendAnnouncementSaga(sendAnnouncement(draft)),
      stateOf({ send: { ...initialAnnouncementsState.send, failedAttempt: attempt } }),
    );
    expect(service.send).toHaveBeenLastCalledWith(attempt);

    service.send.mockResolvedValueOnce(result);
    const changed = { ...draft, message: 'At 8' };
    await dispatched(
      () => sendAnnouncementSaga(sendAnnouncement(changed)),
      stateOf({ send: { ...initialAnnouncementsState.send, failedAttempt: attempt } }),
    );
    const sent = service.send.mock.lastCall?.[0];
    expect(sent).toMatchObject(changed);
    expect(sent.requestId).not.toBe(attempt.requestId);
  });
});
