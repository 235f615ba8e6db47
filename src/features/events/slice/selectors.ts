import type { Config } from '@/domain/entities';
import type { EventsState } from './types';

// Typed against the slice (and the session) so the feature does not depend on the app's RootState.
interface WithEvents {
  events: EventsState;
}

interface WithSession {
  auth: { user: { id: string; role?: string; config?: Partial<Config> } | null };
}

export const selectEventList = (state: WithEvents) => state.events.list;
export const selectEventDetails = (state: WithEvents) => state.events.details;
export const selectDeletingEventIds = (state: WithEvents) => state.events.deletingIds;
export const selectEventsNotice = (state: WithEvents) => state.events.notice;
export const selectSessionRole = (state: WithSession) => state.auth.user?.role ?? null;
/** The signed-in account's platform config: its fees feed the profit summary. */
export const selectSessionConfig = (state: WithSession) => state.auth.user?.config ?? null;
export const selectTicketsTable = (state: WithEvents) => state.events.tickets;
export const selectFeedbackNote = (state: WithEvents) => state.events.feedback;
export const selectTicketStats = (state: WithEvents) => state.events.ticketStats;
export const selectExportingEventId = (state: WithEvents) => state.events.exportingEventId;
export const selectCancellation = (state: WithEvents) => state.events.cancellation;
export const selectWaitlist = (state: WithEvents) => state.events.waitlist;
export const selectTicketRefund = (state: WithEvents) => state.events.refund;
