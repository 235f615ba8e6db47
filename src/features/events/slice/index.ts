import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeMyEvents } from '@/domain/eventList';
import { DEFAULT_TICKETS_QUERY } from '@/domain/tickets';
import type {
  EventDetailsLoaded,
  EventsNotice,
  EventsPageLoaded,
  EventsState,
  CancellationPreview,
  ExportTicketsRequest,
  LoadTicketsRequest,
  PlatformEvent,
  PurchaseRefunded,
  RefundJob,
  RefundPreview,
  RefundRequest,
  TicketsLoaded,
  TicketsTableState,
  TicketStats,
  WaitlistEntry,
} from './types';

const initialTicketsState: TicketsTableState = {
  eventId: null,
  status: 'idle',
  query: DEFAULT_TICKETS_QUERY,
  items: [],
  pageCursors: [null],
  page: 0,
  next: null,
};

export const initialEventsState: EventsState = {
  list: { status: 'idle', items: [], next: null, today: 0 },
  details: { status: 'idle', id: null, event: null, orders: [], ordersFailed: false, booked: false },
  deletingIds: [],
  notice: null,
  tickets: initialTicketsState,
  feedback: { ticketId: null, status: 'idle' },
  ticketStats: { eventId: null, status: 'idle', stats: null },
  exportingEventId: null,
  cancellation: { eventId: null, status: 'idle', preview: null, job: null, retrying: false },
  waitlist: { eventId: null, status: 'idle', entries: [] },
  refund: { ticketId: null, status: 'idle', preview: null },
};

/** The table after a load request: another event or query starts at its first page; paging moves along the cursors. */
function ticketsRequested(
  state: TicketsTableState,
  { eventId, query, move = 'reload' }: LoadTicketsRequest,
): TicketsTableState {
  if (state.eventId !== eventId) {
    return {
      ...initialTicketsState,
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
      ...initialTicketsState,
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

const errorNotice = (message: string): EventsNotice => ({ kind: 'error', message });

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
    eventsLoadFailed(state, action: PayloadAction<string>) {
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
    eventDetailsLoadFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      if (state.details.id !== action.payload.id) return;
      state.details.status = 'failed';
      state.notice = errorNotice(action.payload.message);
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
    eventDeleteFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      state.deletingIds = state.deletingIds.filter((busy) => busy !== action.payload.id);
      state.notice = errorNotice(action.payload.message);
    },
    /** Asks the server what cancelling would do; the confirmation opens with its answer. */
    previewCancellation(state, action: PayloadAction<{ id: string }>) {
      state.cancellation = {
        ...initialEventsState.cancellation,
        eventId: action.payload.id,
        status: 'previewing',
      };
    },
    cancellationPreviewed(state, action: PayloadAction<{ id: string; preview: CancellationPreview }>) {
      if (state.cancellation.eventId !== action.payload.id) return;
      state.cancellation.status = 'previewed';
      state.cancellation.preview = action.payload.preview;
    },
    cancellationDismissed(state) {
      if (state.cancellation.status === 'previewed') state.cancellation = initialEventsState.cancellation;
    },
    cancelEvent(state, action: PayloadAction<{ id: string }>) {
      if (state.cancellation.eventId !== action.payload.id) return;
      state.cancellation.status = 'cancelling';
    },
    eventCancelled(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      const cancelled = (event: PlatformEvent) =>
        event.id === id ? { ...event, status: 'cancelled' } : event;
      state.list.items = state.list.items.map(cancelled);
      if (state.details.event?.id === id) state.details.event = cancelled(state.details.event);
      if (state.cancellation.eventId === id) state.cancellation.status = 'cancelled';
      state.notice = { kind: 'cancelled' };
    },
    /** Fails the preview, the cancellation or a retry: the server's message is shown as it is. */
    cancellationFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      if (state.cancellation.eventId === action.payload.id) {
        state.cancellation.status = state.cancellation.job ? 'cancelled' : 'failed';
        state.cancellation.retrying = false;
      }
      state.notice = errorNotice(action.payload.message);
    },
    /** Reads the refund job of a cancelled event, and again every few seconds while it runs. */
    watchRefundJob(state, action: PayloadAction<{ id: string }>) {
      if (state.cancellation.eventId !== action.payload.id)
        state.cancellation = {
          ...initialEventsState.cancellation,
          eventId: action.payload.id,
          status: 'cancelled',
        };
    },
    refundJobLoaded(state, action: PayloadAction<{ id: string; job: RefundJob | null }>) {
      if (state.cancellation.eventId !== action.payload.id) return;
      state.cancellation.job = action.payload.job;
    },
    retryRefunds(state, action: PayloadAction<{ id: string }>) {
      if (state.cancellation.eventId === action.payload.id) state.cancellation.retrying = true;
    },
    refundsRetried(state, action: PayloadAction<{ id: string; job: RefundJob | null }>) {
      if (state.cancellation.eventId !== action.payload.id) return;
      state.cancellation.retrying = false;
      state.cancellation.job = action.payload.job;
    },
    noticeShown(state) {
      state.notice = null;
    },
    /** Reads a page of the event owner's tickets table; see LoadTicketsRequest. */
    loadTickets(state, action: PayloadAction<LoadTicketsRequest>) {
      state.tickets = ticketsRequested(state.tickets, action.payload);
    },
    ticketsLoaded(state, action: PayloadAction<TicketsLoaded>) {
      const { eventId, items, next } = action.payload;
      if (state.tickets.eventId !== eventId) return;
      state.tickets.status = 'succeeded';
      state.tickets.items = items;
      state.tickets.next = next;
    },
    ticketsLoadFailed(state, action: PayloadAction<{ eventId: string; message: string }>) {
      if (state.tickets.eventId !== action.payload.eventId) return;
      state.tickets.status = 'failed';
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
      const ticket = state.tickets.items.find((item) => item.id === ticketId);
      if (ticket) ticket.feedbackNotes = note;
      state.notice = { kind: 'feedbackSent' };
    },
    feedbackNoteFailed(state, action: PayloadAction<{ ticketId: string; message: string }>) {
      // The modal stays open with the note typed, behind the error dialog.
      state.feedback = { ticketId: action.payload.ticketId, status: 'failed' };
      state.notice = { kind: 'feedbackFailed' };
    },
    exportTickets(state, action: PayloadAction<ExportTicketsRequest>) {
      state.exportingEventId = action.payload.eventId;
    },
    ticketsExported(state) {
      state.exportingEventId = null;
    },
    ticketsExportFailed(state, action: PayloadAction<string>) {
      state.exportingEventId = null;
      state.notice = errorNotice(action.payload);
    },
    /** Opens the live sold / checked-in figures of an event; unwatchTicketStats closes them. */
    watchTicketStats(state, action: PayloadAction<{ eventId: string }>) {
      const { eventId } = action.payload;
      const same = state.ticketStats.eventId === eventId;
      state.ticketStats = {
        eventId,
        status: same && state.ticketStats.stats ? 'live' : 'loading',
        stats: same ? state.ticketStats.stats : null,
      };
    },
    ticketStatsChanged(state, action: PayloadAction<{ eventId: string; stats: TicketStats }>) {
      if (state.ticketStats.eventId !== action.payload.eventId) return;
      state.ticketStats.status = 'live';
      state.ticketStats.stats = action.payload.stats;
    },
    ticketStatsFailed(state, action: PayloadAction<{ eventId: string; message: string }>) {
      if (state.ticketStats.eventId !== action.payload.eventId) return;
      state.ticketStats.status = 'failed';
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
    waitlistWatchFailed(state, action: PayloadAction<{ eventId: string; message: string }>) {
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
      if (state.refund.status !== 'refunding') state.refund = initialEventsState.refund;
    },
    refundTicketPurchase(state, action: PayloadAction<{ ticketId: string }>) {
      if (state.refund.ticketId === action.payload.ticketId) state.refund.status = 'refunding';
    },
    /** Every ticket of the purchase on the page reads refunded: no longer paid, and never refunded twice. */
    ticketPurchaseRefunded(state, action: PayloadAction<PurchaseRefunded>) {
      const { ticketId, purchaseId, tickets, refundedPence } = action.payload;
      for (const ticket of state.tickets.items)
        if (ticket.id === ticketId || (purchaseId && ticket.purchaseId === purchaseId)) {
          ticket.refunded = true;
          ticket.isPaid = false;
        }
      state.refund = initialEventsState.refund;
      state.notice = { kind: 'refunded', tickets, refundedPence };
    },
    ticketRefundFailed(state, action: PayloadAction<{ ticketId: string; message: string }>) {
      state.refund = initialEventsState.refund;
      state.notice = errorNotice(action.payload.message);
    },
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
  noticeShown,
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
} = eventsSlice.actions;

export const eventsReducer = eventsSlice.reducer;
