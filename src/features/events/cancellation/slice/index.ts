import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CancellationFailed, CancellationPreview, CancellationState, RefundJob } from './types';

export const initialCancellationState: CancellationState = {
  eventId: null,
  status: 'idle',
  preview: null,
  job: null,
  retrying: false,
};

const cancellationSlice = createSlice({
  name: 'events/cancellation',
  initialState: initialCancellationState,
  reducers: {
    /** Asks the server what cancelling would do; the confirmation opens with its answer. */
    previewCancellation(_state, action: PayloadAction<{ id: string }>) {
      return { ...initialCancellationState, eventId: action.payload.id, status: 'previewing' };
    },
    cancellationPreviewed(state, action: PayloadAction<{ id: string; preview: CancellationPreview }>) {
      if (state.eventId !== action.payload.id) return;
      state.status = 'previewed';
      state.preview = action.payload.preview;
    },
    cancellationDismissed(state) {
      if (state.status === 'previewed') return initialCancellationState;
    },
    cancelEvent(state, action: PayloadAction<{ id: string }>) {
      if (state.eventId !== action.payload.id) return;
      state.status = 'cancelling';
    },
    /** The events slice marks the event cancelled in the list and the details, and announces it. */
    eventCancelled(state, action: PayloadAction<{ id: string }>) {
      if (state.eventId === action.payload.id) state.status = 'cancelled';
    },
    /** Fails the preview, the cancellation or a retry; the events slice announces the refusal. */
    cancellationFailed(state, action: PayloadAction<CancellationFailed>) {
      if (state.eventId !== action.payload.id) return;
      state.status = state.job ? 'cancelled' : 'failed';
      state.retrying = false;
    },
    /** Reads the refund job of a cancelled event, and again every few seconds while it runs. */
    watchRefundJob(state, action: PayloadAction<{ id: string }>) {
      if (state.eventId !== action.payload.id)
        return { ...initialCancellationState, eventId: action.payload.id, status: 'cancelled' };
    },
    refundJobLoaded(state, action: PayloadAction<{ id: string; job: RefundJob | null }>) {
      if (state.eventId !== action.payload.id) return;
      state.job = action.payload.job;
    },
    retryRefunds(state, action: PayloadAction<{ id: string }>) {
      if (state.eventId === action.payload.id) state.retrying = true;
    },
    refundsRetried(state, action: PayloadAction<{ id: string; job: RefundJob | null }>) {
      if (state.eventId !== action.payload.id) return;
      state.retrying = false;
      state.job = action.payload.job;
    },
  },
});

export const {
  previewCancellation,
  cancellationPreviewed,
  cancellationDismissed,
  cancelEvent,
  eventCancelled,
  cancellationFailed,
  watchRefundJob,
  refundJobLoaded,
  retryRefunds,
  refundsRetried,
} = cancellationSlice.actions;

export const cancellationReducer = cancellationSlice.reducer;
