import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CheckTicketRequest,
  DoorListLoaded,
  DoorRestored,
  DoorState,
  QueuedScan,
  ScanResult,
  SyncProblem,
  TicketChecked,
} from './types';

export const initialDoorState: DoorState = {
  eventId: null,
  list: null,
  listSavedAt: null,
  listStatus: 'idle',
  listError: null,
  online: true,
  queue: [],
  problems: [],
  checking: false,
  result: null,
  syncing: false,
};

function markCheckedIn(state: DoorState, ticketId: string) {
  const ticket = state.list?.tickets.find((item) => item.ticketId === ticketId);
  if (ticket && !ticket.isCheckedIn && state.list) {
    ticket.isCheckedIn = true;
    state.list.checkedIn += 1;
  }
}

function unqueue(state: DoorState, requestId: string) {
  state.queue = state.queue.filter((scan) => scan.requestId !== requestId);
}

const doorSlice = createSlice({
  name: 'door',
  initialState: initialDoorState,
  reducers: {
    openDoor(state, action: PayloadAction<string>) {
      return { ...initialDoorState, online: state.online, eventId: action.payload, listStatus: 'loading' };
    },
    closeDoor(state) {
      return { ...initialDoorState, online: state.online, syncing: state.syncing };
    },
    doorRestored(state, { payload }: PayloadAction<DoorRestored>) {
      if (payload.eventId !== state.eventId) return;
      // A list already loaded from the server is newer than the one kept on the phone.
      if (!state.list) {
        state.list = payload.list;
        state.listSavedAt = payload.listSavedAt;
      }
      state.queue = payload.queue;
      state.problems = payload.problems;
    },
    doorListLoaded(state, { payload }: PayloadAction<DoorListLoaded>) {
      if (payload.eventId !== state.eventId) return;
      state.list = payload.list;
      state.listSavedAt = payload.savedAt;
      state.listStatus = 'succeeded';
      state.listError = null;
    },
    doorListLoadFailed(state, { payload }: PayloadAction<{ eventId: string; failure: Refusal }>) {
      if (payload.eventId !== state.eventId) return;
      state.listStatus = 'failed';
      state.listError = payload.failure;
    },
    checkTicket(state, { payload }: PayloadAction<CheckTicketRequest>) {
      if (payload.eventId !== state.eventId) return;
      state.checking = true;
    },
    ticketChecked(state, { payload }: PayloadAction<TicketChecked>) {
      if (payload.eventId !== state.eventId) return;
      state.checking = false;
      state.result = payload.result;
      if (payload.queued) state.queue.push(payload.queued);
      // The server's answer, either way, means the ticket is in.
      else markCheckedIn(state, payload.result.ticket.ticketId);
    },
    ticketRefused(
      state,
      {
        payload,
      }: PayloadAction<{ eventId: string; result: Extract<ScanResult, { kind: 'refused' | 'failed' }> }>,
    ) {
      if (payload.eventId !== state.eventId) return;
      state.checking = false;
      state.result = payload.result;
    },
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    syncQueue(state) {
      state.syncing = true;
    },
    scanSynced(state, { payload }: PayloadAction<QueuedScan>) {
      if (payload.eventId !== state.eventId) return;
      unqueue(state, payload.requestId);
      markCheckedIn(state, payload.ticketId);
    },
    scanSyncProblem(state, { payload }: PayloadAction<SyncProblem>) {
      if (payload.eventId !== state.eventId) return;
      unqueue(state, payload.requestId);
      state.problems.push(payload);
      // Another device let the ticket in: it counts once, as checked in.
      if (payload.kind === 'conflict') markCheckedIn(state, payload.ticketId);
    },
    syncFinished(state) {
      state.syncing = false;
    },
    dismissProblems(state, action: PayloadAction<string>) {
      if (action.payload !== state.eventId) return;
      state.problems = [];
    },
  },
});

export const {
  openDoor,
  closeDoor,
  doorRestored,
  doorListLoaded,
  doorListLoadFailed,
  checkTicket,
  ticketChecked,
  ticketRefused,
  connectionChanged,
  syncQueue,
  scanSynced,
  scanSyncProblem,
  syncFinished,
  dismissProblems,
} = doorSlice.actions;

export const doorReducer = doorSlice.reducer;
