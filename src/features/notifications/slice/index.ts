import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppNotification, NotificationsState } from './types';

export const initialNotificationsState: NotificationsState = {
  uid: null,
  status: 'idle',
  items: [],
  error: null,
};

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    watchNotifications(state, action: PayloadAction<string>) {
      if (state.uid !== action.payload) state.items = [];
      state.uid = action.payload;
      state.status = 'watching';
      state.error = null;
    },
    notificationsChanged(state, action: PayloadAction<AppNotification[]>) {
      state.items = action.payload;
    },
    notificationsFailed(state, action: PayloadAction<Refusal>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Leaving the dashboard frame (signing out) forgets them: the next person must not see them. */
    stopWatchingNotifications() {
      return initialNotificationsState;
    },
    markNotificationsRead(state, action: PayloadAction<string[]>) {
      // Shown as read at once; the listener confirms it, or brings them back unread if the write fails.
      const ids = new Set(action.payload);
      for (const item of state.items) if (ids.has(item.id)) item.read = true;
    },
  },
});

export const {
  watchNotifications,
  notificationsChanged,
  notificationsFailed,
  stopWatchingNotifications,
  markNotificationsRead,
} = notificationsSlice.actions;

export const notificationsReducer = notificationsSlice.reducer;
