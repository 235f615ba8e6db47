import type { EventsState } from './types';

// Typed against the slice (and the session) so the feature does not depend on the app's RootState.
interface WithEvents {
  events: EventsState;
}

interface WithSession {
  auth: { user: { id: string; role?: string } | null };
}

export const selectEventList = (state: WithEvents) => state.events.list;
export const selectEventDetails = (state: WithEvents) => state.events.details;
export const selectDeletingEventIds = (state: WithEvents) => state.events.deletingIds;
export const selectEventsNotice = (state: WithEvents) => state.events.notice;
export const selectSessionUid = (state: WithSession) => state.auth.user?.id ?? null;
export const selectSessionRole = (state: WithSession) => state.auth.user?.role ?? null;
