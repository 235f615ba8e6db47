import type { Config } from '@/domain/entities';
import type { EventsState } from './types';

// Typed against this slice's place in the events feature's state (and the session), so the feature does not depend
// on the app's RootState.
interface WithEvents {
  events: { events: EventsState };
}

interface WithSession {
  auth: { user: { id: string; role?: string; config?: Partial<Config> } | null };
}

export const selectEventList = (state: WithEvents) => state.events.events.list;
export const selectEventDetails = (state: WithEvents) => state.events.events.details;
export const selectDeletingEventIds = (state: WithEvents) => state.events.events.deletingIds;
export const selectEventsNotice = (state: WithEvents) => state.events.events.notice;
export const selectSessionRole = (state: WithSession) => state.auth.user?.role ?? null;
/** The signed-in account's platform config: its fees feed the profit summary. */
export const selectSessionConfig = (state: WithSession) => state.auth.user?.config ?? null;
