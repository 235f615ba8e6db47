import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  RatableBookings,
  RateOrderRequest,
  Rating,
  RatingsState,
  ReceivedRatingsPage,
  ReplyRequest,
} from './types';

export const initialRatingsState: RatingsState = {
  bookings: { status: 'idle', eventId: null, orders: [], ratings: {} },
  save: { orderId: null, status: 'idle', error: null },
  openOrderId: null,
  received: { status: 'idle', items: [], cursor: null },
  reply: { ratingId: null, status: 'idle', error: null },
};

const ratingsSlice = createSlice({
  name: 'ratings',
  initialState: initialRatingsState,
  reducers: {
    loadReceivedRatings(state, _action: PayloadAction<{ cursor?: string | null }>) {
      state.received.status = 'loading';
    },
    receivedRatingsLoaded(state, action: PayloadAction<ReceivedRatingsPage>) {
      const { items, cursor, append } = action.payload;
      state.received = {
        status: 'succeeded',
        items: append ? [...state.received.items, ...items] : items,
        cursor,
      };
    },
    receivedRatingsLoadFailed(state) {
      state.received.status = 'failed';
    },
    replyToRating(state, action: PayloadAction<ReplyRequest>) {
      state.reply = { ratingId: action.payload.ratingId, status: 'loading', error: null };
    },
    ratingReplied(state, action: PayloadAction<ReplyRequest & { at: number }>) {
      const { ratingId, text, at } = action.payload;
      const rating = state.received.items.find((item) => item.id === ratingId);
      if (rating) rating.reply = { text, at };
      state.reply = { ratingId, status: 'succeeded', error: null };
    },
    ratingReplyFailed(state, action: PayloadAction<{ ratingId: string; error: Refusal }>) {
      state.reply = { ratingId: action.payload.ratingId, status: 'failed', error: action.payload.error };
    },
    loadRatableBookings(state, action: PayloadAction<string>) {
      const { bookings } = state;
      if (bookings.eventId !== action.payload) Object.assign(bookings, { orders: [], ratings: {} });
      bookings.status = 'loading';
      bookings.eventId = action.payload;
    },
    ratableBookingsLoaded(state, action: PayloadAction<RatableBookings>) {
      if (state.bookings.eventId !== action.payload.eventId) return;
      state.bookings = { status: 'succeeded', ...action.payload };
    },
    ratableBookingsLoadFailed(state, action: PayloadAction<string>) {
      if (state.bookings.eventId === action.payload) state.bookings.status = 'failed';
    },
    ratingFormToggled(state, action: PayloadAction<string | null>) {
      state.openOrderId = action.payload;
      if (action.payload) state.save = initialRatingsState.save;
    },
    rateOrder(state, action: PayloadAction<RateOrderRequest>) {
      state.save = { orderId: action.payload.orderId, status: 'loading', error: null };
    },
    orderRated(state, action: PayloadAction<Rating>) {
      state.bookings.ratings[action.payload.orderId] = action.payload;
      state.save = { orderId: action.payload.orderId, status: 'succeeded', error: null };
      state.openOrderId = null;
    },
    orderRateFailed(state, action: PayloadAction<{ orderId: string; error: Refusal }>) {
      state.save = { orderId: action.payload.orderId, status: 'failed', error: action.payload.error };
    },
  },
});

export const {
  loadReceivedRatings,
  receivedRatingsLoaded,
  receivedRatingsLoadFailed,
  replyToRating,
  ratingReplied,
  ratingReplyFailed,
  loadRatableBookings,
  ratableBookingsLoaded,
  ratableBookingsLoadFailed,
  ratingFormToggled,
  rateOrder,
  orderRated,
  orderRateFailed,
} = ratingsSlice.actions;

export const ratingsReducer = ratingsSlice.reducer;
