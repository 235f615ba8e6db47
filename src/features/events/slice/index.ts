import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeMyEvents } from '@/domain/eventList';
import type { Refusal } from '@/lib/firebase/errors';
import { cancellationFailed, eventCancelled } from '@/features/events/cancellation/slice';
import {
  feedbackNoteAdded,
  feedbackNoteFailed,
  ticketPurchaseRefunded,
  ticketRefundFailed,
  ticketsExportFailed,
} from '@/features/events/tickets/slice';
import type { EventDetailsLoaded, EventsNotice, EventsPageLoaded, EventsState, PlatformEvent } from './types';

export const initialEventsState: EventsState = {
  list: { status: 'idle', items: [], next: null, today: 0 },
  details: { status: 'idle', id: null, event: null, orders: [], ordersFailed: false, booked: false },
  deletingIds: [],
  notice: null,
};

const errorNotice = (failure: Refusal): EventsNotice => ({ kind: 'error', failure });

const eventsSlice = createSlice({
  name: 'events',
  initialState: initialEventsState,
  reducers: {
    /** The first page, or with `more` the page after the last one read; rows already shown stay meanwhile. */
    loadEvents(state, _action: PayloadAction<{ more?: boolean } | undefined>) {
      state.list.status = 'loading';
    },
    eventsLoaded(state, action: PayloadAction<EventsPageLoaded>) {
      const { items, next, today, append } = action.payload;
      state.list = {
        status: 'succeeded',
        items: mergeMyEvents(append ? state.list.items : [], items, today),
        next,
        today,
      };
    },
    eventsLoadFailed(state, action: PayloadAction<Refusal>) {
      state.list.status = 'failed';
      state.notice = errorNotice(action.payload);
    },
    /** Opens an event by id; one already at hand (navigation state) shows at once while it is read again. */
    loadEventDetails(state, action: PayloadAction<{ id: string; known?: PlatformEvent | null }>) {
      const { id, known } = action.payload;
      const same = state.details.id === id;
      state.details = {
        status: 'loading',
        id,
        event: known ?? (same ? state.details.event : null),
        orders: same ? state.details.orders : [],
        ordersFailed: false,
        booked: same && state.details.booked,
      };
    },
    eventDetailsLoaded(state, action: PayloadAction<EventDetailsLoaded>) {
      const { id, event, orders, ordersFailed, booked } = action.payload;
      if (state.details.id !== id) return;
      state.details = { status: 'succeeded', id, event, orders, ordersFailed, booked };
    },
    eventDetailsLoadFailed(state, action: PayloadAction<{ id: string; failure: Refusal }>) {
      if (state.details.id !== action.payload.id) return;
      state.details.status = 'failed';
      state.notice = errorNotice(action.payload.failure);
    },
    deleteEvent(state, action: PayloadAction<{ id: string }>) {
      if (!state.deletingIds.includes(action.payload.id)) state.deletingIds.push(action.payload.id);
    },
    eventDeleted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      state.deletingIds = state.deletingIds.filter((busy) => busy !== id);
      state.list.items = state.list.items.filter((item) => item.id !== id);
      if (state.details.id === id) state.details = { ...initialEventsState.details, id, status: 'deleted' };
      state.notice = { kind: 'deleted' };
    },
    eventDeleteFailed(state, action: PayloadAction<{ id: string; failure: Refusal }>) {
      state.deletingIds = state.deletingIds.filter((busy) => busy !== action.payload.id);
      state.notice = errorNotice(action.payload.failure);
    },
    noticeShown(state) {
      state.notice = null;
    },
  },
  // The cancellation's and the tickets' results that change an event shown, or that the screens announce.
  extraReducers: (builder) => {
    builder
      .addCase(eventCancelled, (state, action) => {
        const { id } = action.payload;
        const cancelled = (event: PlatformEvent) =>
          event.id === id ? { ...event, status: 'cancelled' } : event;
        state.list.items = state.list.items.map(cancelled);
        if (state.details.event?.id === id) state.details.event = cancelled(state.details.event);
        state.notice = { kind: 'cancelled' };
      })
      .addCase(cancellationFailed, (state, action) => {
        state.notice = errorNotice(action.payload.failure);
      })
      .addCase(feedbackNoteAdded, (state) => {
        state.notice = { kind: 'feedbackSent' };
      })
      .addCase(feedbackNoteFailed, (state) => {
        state.notice = { kind: 'feedbackFailed' };
      })
      .addCase(ticketsExportFailed, (state, action) => {
        state.notice = errorNotice(action.payload);
      })
      .addCase(ticketPurchaseRefunded, (state, action) => {
        const { tickets, refundedPence } = action.payload;
        state.notice = { kind: 'refunded', tickets, refundedPence };
      })
      .addCase(ticketRefundFailed, (state, action) => {
        state.notice = errorNotice(action.payload.failure);
      });
  },
});

export const {
  loadEvents,
  eventsLoaded,
  eventsLoadFailed,
  loadEventDetails,
  eventDetailsLoaded,
  eventDetailsLoadFailed,
  deleteEvent,
  eventDeleted,
  eventDeleteFailed,
  noticeShown,
} = eventsSlice.actions;

export const eventsReducer = eventsSlice.reducer;
