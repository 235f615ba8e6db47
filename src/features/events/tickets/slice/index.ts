import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_TICKETS_QUERY } from '@/domain/tickets';
import type { Refusal } from '@/lib/firebase/errors';
import type {
  ExportTicketsRequest,
  LoadTicketsRequest,
  PurchaseRefunded,
  RefundPreview,
  RefundRequest,
  TicketsFailed,
  TicketsLoaded,
  TicketsState,
  TicketsTableState,
  TicketStats,
  WaitlistEntry,
} from './types';

const initialTableState: TicketsTableState = {
  eventId: null,
  status: 'idle',
  query: DEFAULT_TICKETS_QUERY,
  items: [],
  pageCursors: [null],
  page: 0,
  next: null,
};

export const initialTicketsState: TicketsState = {
  table: initialTableState,
  feedback: { ticketId: null, status: 'idle' },
  stats: { eventId: null, status: 'idle', stats: null },
  exportingEventId: null,
  refund: { ticketId: null, status: 'idle', preview: null },
  waitlist: { eventId: null, status: 'idle', entries: [] },
};

/** The table after a load request: another event or query starts at its first page; paging moves along the cursors. */
function ticketsRequested(
  state: TicketsTableState,
  { eventId, query, move = 'reload' }: LoadTicketsRequest,
): TicketsTableState {
  if (state.eventId !== eventId) {
    return {
      ...initialTableState,
      eventId,
      status: 'loading',
      query: { ...DEFAULT_TICKETS_QUERY, ...query },
    };
  }
  const changed =
    query !== undefined &&
    Object.entries(query).some(([key, value]) => state.query[key as keyof typeof query] !== value);
  if (changed || move === 'first') {
    // The rows shown stay until the new first page replaces them, so the table does not flash empty.
    return {
      ...initialTableState,
      eventId,
      status: 'loading',
      query: { ...state.query, ...query },
      items: state.items,
    };
  }
  if (move === 'next' && state.next) {
    return {
      ...state,
      status: 'loading',
      pageCursors: [...state.pageCursors.slice(0, state.page + 1), state.next],
      page: state.page + 1,
    };
  }
  if (move === 'previous' && state.page > 0) {
    // The page being left is the one after: known already, so Next stays on offer while the page loads.
    return { ...state, status: 'loading', page: state.page - 1, next: state.pageCursors[state.page] };
  }
  return { ...state, status: 'loading' };
}

// Results worth announcing (a note sent, a refund made, a failure) are announced by the events slice's notice.
const ticketsSlice = createSlice({
  name: 'events/tickets',
  initialState: initialTicketsState,
  reducers: {
    /** Reads a page of the event owner's tickets table; see LoadTicketsRequest. */
    loadTickets(state, action: PayloadAction<LoadTicketsRequest>) {
      state.table = ticketsRequested(state.table, action.payload);
    },
    ticketsLoaded(state, action: PayloadAction<TicketsLoaded>) {
      const { eventId, items, next } = action.payload;
      if (state.table.eventId !== eventId) return;
      state.table.status = 'succeeded';
      state.table.items = items;
      state.table.next = next;
    },
    ticketsLoadFailed(state, action: PayloadAction<TicketsFailed>) {
      if (state.table.eventId !== action.payload.eventId) return;
      state.table.status = 'failed';
    },
    openFeedbackNote(state, action: PayloadAction<{ ticketId: string }>) {
      state.feedback = { ticketId: action.payload.ticketId, status: 'idle' };
    },
    closeFeedbackNote(state) {
      if (state.feedback.status !== 'saving') state.feedback = { ticketId: null, status: 'idle' };
    },
    addFeedbackNote(state, action: PayloadAction<{ ticketId: string; note: string }>) {
      state.feedback = { ticketId: action.payload.ticketId, status: 'saving' };
    },
    feedbackNoteAdded(state, action: PayloadAction<{ ticketId: string; note: string }>) {
      const { ticketId, note } = action.payload;
      state.feedback = { ticketId: null, status: 'idle' };
      const ticket = state.table.items.find((item) => item.id === ticketId);
      if (ticket) ticket.feedbackNotes = note;
    },
    feedbackNoteFailed(state, action: PayloadAction<{ ticketId: string; failure: Refusal }>) {
      // The modal stays open with the note typed, behind the error dialog.
      state.feedback = { ticketId: action.payload.ticketId, status: 'failed' };
    },
    exportTickets(state, action: PayloadAction<ExportTicketsRequest>) {
      state.exportingEventId = action.payload.eventId;
    },
    ticketsExported(state) {
      state.exportingEventId = null;
    },
    ticketsExportFailed(state, _action: PayloadAction<Refusal>) {
      state.exportingEventId = null;
    },
    /** Opens the live sold / checked-in figures of an event; unwatchTicketStats closes them. */
    watchTicketStats(state, action: PayloadAction<{ eventId: string }>) {
      const { eventId } = action.payload;
      const same = state.stats.eventId === eventId;
      state.stats = {
        eventId,
        status: same && state.stats.stats ? 'live' : 'loading',
        stats: same ? state.stats.stats : null,
      };
    },
    ticketStatsChanged(state, action: PayloadAction<{ eventId: string; stats: TicketStats }>) {
      if (state.stats.eventId !== action.payload.eventId) return;
      state.stats.status = 'live';
      state.stats.stats = action.payload.stats;
    },
    ticketStatsFailed(state, action: PayloadAction<TicketsFailed>) {
      if (state.stats.eventId !== action.payload.eventId) return;
      state.stats.status = 'failed';
    },
    unwatchTicketStats(_state, _action: PayloadAction<{ eventId: string }>) {
      // The saga closes the listener; the last figures stay so that coming back shows them at once.
    },
    /** Opens the event's live waitlist; unwatchWaitlist closes it. */
    watchWaitlist(state, action: PayloadAction<{ eventId: string }>) {
      const { eventId } = action.payload;
      const same = state.waitlist.eventId === eventId && state.waitlist.status === 'live';
      state.waitlist = {
        eventId,
        status: same ? 'live' : 'loading',
        entries: same ? state.waitlist.entries : [],
      };
    },
    waitlistChanged(state, action: PayloadAction<{ eventId: string; entries: WaitlistEntry[] }>) {
      if (state.waitlist.eventId !== action.payload.eventId) return;
      state.waitlist.status = 'live';
      state.waitlist.entries = action.payload.entries;
    },
    waitlistWatchFailed(state, action: PayloadAction<TicketsFailed>) {
      if (state.waitlist.eventId !== action.payload.eventId) return;
      state.waitlist.status = 'failed';
    },
    unwatchWaitlist(_state, _action: PayloadAction<{ eventId: string }>) {
      // The saga closes the listener; the last entries stay so that coming back shows them at once.
    },
    /** Reads what refunding a ticket's purchase gives back; the confirmation opens with the answer. */
    previewTicketRefund(state, action: PayloadAction<RefundRequest>) {
      state.refund = { ticketId: action.payload.ticketId, status: 'previewing', preview: null };
    },
    ticketRefundPreviewed(state, action: PayloadAction<{ ticketId: string; preview: RefundPreview }>) {
      if (state.refund.ticketId !== action.payload.ticketId) return;
      state.refund.status = 'previewed';
      state.refund.preview = action.payload.preview;
    },
    ticketRefundDismissed(state) {
      if (state.refund.status !== 'refunding') state.refund = initialTicketsState.refund;
    },
    refundTicketPurchase(state, action: PayloadAction<{ ticketId: string }>) {
      if (state.refund.ticketId === action.payload.ticketId) state.refund.status = 'refunding';
    },
    /** Every ticket of the purchase on the page reads refunded: no longer paid, and never refunded twice. */
    ticketPurchaseRefunded(state, action: PayloadAction<PurchaseRefunded>) {
      const { ticketId, purchaseId } = action.payload;
      for (const ticket of state.table.items)
        if (ticket.id === ticketId || (purchaseId && ticket.purchaseId === purchaseId)) {
          ticket.refunded = true;
          ticket.isPaid = false;
        }
      state.refund = initialTicketsState.refund;
    },
    ticketRefundFailed(state, _action: PayloadAction<{ ticketId: string; failure: Refusal }>) {
      state.refund = initialTicketsState.refund;
    },
  },
});

export const {
  loadTickets,
  ticketsLoaded,
  ticketsLoadFailed,
  openFeedbackNote,
  closeFeedbackNote,
  addFeedbackNote,
  feedbackNoteAdded,
  feedbackNoteFailed,
  exportTickets,
  ticketsExported,
  ticketsExportFailed,
  watchTicketStats,
  ticketStatsChanged,
  ticketStatsFailed,
  unwatchTicketStats,
  watchWaitlist,
  waitlistChanged,
  waitlistWatchFailed,
  unwatchWaitlist,
  previewTicketRefund,
  ticketRefundPreviewed,
  ticketRefundDismissed,
  refundTicketPurchase,
  ticketPurchaseRefunded,
  ticketRefundFailed,
} = ticketsSlice.actions;

export const ticketsReducer = ticketsSlice.reducer;
