import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AnnounceableEvent,
  AnnouncementDraft,
  AnnouncementRequest,
  AnnouncementResult,
  AnnouncementsState,
} from './types';

export const initialAnnouncementsState: AnnouncementsState = {
  events: { status: 'idle', items: [], error: null },
  holders: { eventId: null, status: 'idle', count: 0, error: null },
  send: { status: 'idle', error: null, result: null, failedAttempt: null },
};

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState: initialAnnouncementsState,
  reducers: {
    loadAnnounceableEvents(state) {
      state.events.status = 'loading';
      state.events.error = null;
    },
    announceableEventsLoaded(state, action: PayloadAction<AnnounceableEvent[]>) {
      state.events = { status: 'succeeded', items: action.payload, error: null };
    },
    announceableEventsLoadFailed(state, action: PayloadAction<Refusal>) {
      state.events.status = 'failed';
      state.events.error = action.payload;
    },
    /** An empty id clears the count (no event chosen). */
    loadHolders(state, action: PayloadAction<string>) {
      const eventId = action.payload || null;
      state.holders = { eventId, status: eventId ? 'loading' : 'idle', count: 0, error: null };
    },
    holdersLoaded(state, action: PayloadAction<{ eventId: string; count: number }>) {
      if (state.holders.eventId !== action.payload.eventId) return;
      state.holders.status = 'succeeded';
      state.holders.count = action.payload.count;
    },
    holdersLoadFailed(state, action: PayloadAction<{ eventId: string; failure: Refusal }>) {
      if (state.holders.eventId !== action.payload.eventId) return;
      state.holders.status = 'failed';
      state.holders.error = action.payload.failure;
    },
    sendAnnouncement(state, _action: PayloadAction<AnnouncementDraft>) {
      state.send.status = 'sending';
      state.send.error = null;
      state.send.result = null;
    },
    announcementSent(state, action: PayloadAction<AnnouncementResult>) {
      state.send = { status: 'succeeded', error: null, result: action.payload, failedAttempt: null };
    },
    announcementSendFailed(state, action: PayloadAction<{ failure: Refusal; request: AnnouncementRequest }>) {
      state.send.status = 'failed';
      state.send.error = action.payload.failure;
      state.send.failedAttempt = action.payload.request;
    },
    /** Leaving the page forgets its banner. */
    announcementsReset(state) {
      state.send = initialAnnouncementsState.send;
    },
  },
});

export const {
  loadAnnounceableEvents,
  announceableEventsLoaded,
  announceableEventsLoadFailed,
  loadHolders,
  holdersLoaded,
  holdersLoadFailed,
  sendAnnouncement,
  announcementSent,
  announcementSendFailed,
  announcementsReset,
} = announcementsSlice.actions;

export const announcementsReducer = announcementsSlice.reducer;
