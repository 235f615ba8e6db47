import type { TicketsState } from './types';

// Typed against this slice's place in the events feature's state, so it does not depend on the app's RootState.
interface WithTickets {
  events: { tickets: TicketsState };
}

export const selectTicketsTable = (state: WithTickets) => state.events.tickets.table;
export const selectFeedbackNote = (state: WithTickets) => state.events.tickets.feedback;
export const selectTicketStats = (state: WithTickets) => state.events.tickets.stats;
export const selectExportingEventId = (state: WithTickets) => state.events.tickets.exportingEventId;
export const selectTicketRefund = (state: WithTickets) => state.events.tickets.refund;
export const selectWaitlist = (state: WithTickets) => state.events.tickets.waitlist;
