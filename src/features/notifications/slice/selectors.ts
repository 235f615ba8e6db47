import type { NotificationsState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithNotifications {
  notifications: NotificationsState;
}
interface WithSession {
  auth: { user: { id: string; role: string } | null };
}

export const selectNotifications = (state: WithNotifications) => state.notifications.items;
export const selectUnreadCount = (state: WithNotifications) =>
  state.notifications.items.filter((item) => !item.read).length;
export const selectSessionRole = (state: WithSession) => state.auth.user?.role ?? null;
