import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { withoutSlot, type AvailabilityEntry } from '@/domain/slots';
import type {
  AddAvailabilityRequest,
  AvailabilityError,
  AvailabilityForm,
  AvailabilityState,
  RequestState,
  SlotRef,
} from './types';

const idle = (): RequestState => ({ status: 'idle', error: null });
const pending = (): RequestState => ({ status: 'pending', error: null });
const failed = (error: AvailabilityError): RequestState => ({ status: 'failed', error });

export const initialAvailabilityState = (): AvailabilityState => ({
  entries: [],
  load: idle(),
  add: idle(),
  remove: { ...idle(), slotId: null },
});

/** Replaces entries with the same id and keeps the list ordered by start date ('YYYY-MM-DD' ids sort so). */
function upsert(entries: AvailabilityEntry[], changed: AvailabilityEntry[]): AvailabilityEntry[] {
  const ids = new Set(changed.map((entry) => entry.id));
  return [...entries.filter((entry) => !ids.has(entry.id)), ...changed].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
}

const availabilitySlice = createSlice({
  name: 'availability',
  initialState: initialAvailabilityState,
  reducers: {
    loadAvailability(state) {
      state.load = pending();
    },
    availabilityLoaded(state, action: PayloadAction<AvailabilityEntry[]>) {
      state.entries = action.payload;
      state.load = { status: 'succeeded', error: null };
    },
    availabilityLoadFailed(state, action: PayloadAction<AvailabilityError>) {
      state.load = failed(action.payload);
    },
    addAvailability(state, _action: PayloadAction<AddAvailabilityRequest>) {
      state.add = pending();
    },
    availabilityAdded(state, action: PayloadAction<AvailabilityEntry[]>) {
      state.entries = upsert(state.entries, action.payload);
      state.add = { status: 'succeeded', error: null };
    },
    availabilityAddFailed(state, action: PayloadAction<AvailabilityError>) {
      state.add = failed(action.payload);
    },
    deleteSlot(state, action: PayloadAction<SlotRef>) {
      state.remove = { ...pending(), slotId: action.payload.slotId };
    },
    slotDeleted(state, action: PayloadAction<SlotRef>) {
      state.entries = withoutSlot(state.entries, action.payload.entryId, action.payload.slotId);
      state.remove = { status: 'succeeded', error: null, slotId: null };
    },
    slotDeleteFailed(state, action: PayloadAction<AvailabilityError>) {
      state.remove = { ...failed(action.payload), slotId: null };
    },
    /** Leaving a screen (or dismissing its banner) forgets the outcome so the next visit starts clean. */
    availabilityFormReset(state, action: PayloadAction<AvailabilityForm>) {
      if (action.payload === 'remove') state.remove = { ...idle(), slotId: null };
      else state.add = idle();
    },
  },
});

export const {
  loadAvailability,
  availabilityLoaded,
  availabilityLoadFailed,
  addAvailability,
  availabilityAdded,
  availabilityAddFailed,
  deleteSlot,
  slotDeleted,
  slotDeleteFailed,
  availabilityFormReset,
} = availabilitySlice.actions;

export const availabilityReducer = availabilitySlice.reducer;
