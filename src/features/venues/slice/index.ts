import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookingsMap } from '@/domain/slots';
import type { SlotToggle, UploadProgress, Venue, VenueNotice, VenuesState, VenueSubmission } from './types';

export const initialVenuesState: VenuesState = {
  list: { status: 'idle', items: [], error: null },
  current: { status: 'idle', id: null, visit: null, venue: null, bookings: {} },
  save: { status: 'idle', uploads: {}, savedId: null },
  busyIds: [],
  togglingSlot: null,
  notice: null,
};

const errorNotice = (failure: Refusal): VenueNotice => ({ kind: 'error', failure });
const release = (state: VenuesState, id: string) => {
  state.busyIds = state.busyIds.filter((busy) => busy !== id);
};
export const slotKey = ({ date, slotId }: Pick<SlotToggle, 'date' | 'slotId'>) => `${date}/${slotId}`;

const venuesSlice = createSlice({
  name: 'venues',
  initialState: initialVenuesState,
  reducers: {
    loadVenues(state) {
      state.list.status = 'pending';
      state.list.error = null;
    },
    venuesLoaded(state, action: PayloadAction<Venue[]>) {
      state.list = { status: 'succeeded', items: action.payload, error: null };
    },
    // The list page shows this failure in place, with a retry, so it raises no dialog as well.
    venuesLoadFailed(state, action: PayloadAction<Refusal>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** Opens a venue by id; a venue already at hand (navigation state) shows at once while it refreshes. */
    loadVenue(state, action: PayloadAction<{ id: string; visit?: string; known?: Venue | null }>) {
      const { id, visit, known } = action.payload;
      const same = state.current.id === id;
      state.current = {
        status: 'pending',
        id,
        visit: visit ?? null,
        venue: known ?? (same ? state.current.venue : null),
        bookings: same ? state.current.bookings : {},
      };
    },
    venueLoaded(state, action: PayloadAction<{ venue: Venue | null; bookings: BookingsMap }>) {
      const { venue, bookings } = action.payload;
      const copy = Object.fromEntries(Object.entries(bookings).map(([date, ids]) => [date, [...ids]]));
      state.current = { ...state.current, status: 'succeeded', venue, bookings: copy };
    },
    venueLoadFailed(state, action: PayloadAction<Refusal>) {
      state.current.status = 'failed';
      state.notice = errorNotice(action.payload);
    },
    saveVenue(state, _action: PayloadAction<VenueSubmission>) {
      state.save = { status: 'pending', uploads: {}, savedId: null };
    },
    uploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.save.uploads[action.payload.key] = action.payload.percent;
    },
    venueSaved(state, action: PayloadAction<{ venue: Venue; created: boolean }>) {
      const { venue, created } = action.payload;
      state.save = { status: 'succeeded', uploads: {}, savedId: venue.id };
      state.list.items = [venue, ...state.list.items.filter((item) => item.id !== venue.id)];
      if (state.current.id === venue.id) state.current.venue = venue;
      state.notice = { kind: created ? 'added' : 'updated' };
    },
    venueSaveFailed(state, action: PayloadAction<Refusal>) {
      state.save = { status: 'failed', uploads: {}, savedId: null };
      state.notice = errorNotice(action.payload);
    },
    /** An edit would take the venue below the seats its booked events sell (venueSeatFloors). */
    venueSeatsRefused(state, action: PayloadAction<number>) {
      state.save = { status: 'failed', uploads: {}, savedId: null };
      state.notice = { kind: 'seatsBelowBooked', seats: action.payload };
    },
    /** Leaving a wizard forgets its save so the next one starts clean. */
    saveReset(state) {
      if (state.save.status !== 'pending') state.save = initialVenuesState.save;
    },
    deleteVenue(state, action: PayloadAction<{ id: string }>) {
      state.busyIds.push(action.payload.id);
    },
    venueDeleted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      release(state, id);
      state.list.items = state.list.items.filter((item) => item.id !== id);
      if (state.current.id === id) state.current = initialVenuesState.current;
      state.notice = { kind: 'deleted' };
    },
    venueDeleteFailed(state, action: PayloadAction<{ id: string; failure: Refusal }>) {
      release(state, action.payload.id);
      state.notice = errorNotice(action.payload.failure);
    },
    setVenueOnline(state, action: PayloadAction<{ id: string; isOnline: boolean }>) {
      state.busyIds.push(action.payload.id);
    },
    venueOnlineChanged(state, action: PayloadAction<{ id: string; isOnline: boolean }>) {
      const { id, isOnline } = action.payload;
      release(state, id);
      for (const item of state.list.items) if (item.id === id) item.isOnline = isOnline;
      if (state.current.venue?.id === id) state.current.venue.isOnline = isOnline;
    },
    venueOnlineChangeFailed(state, action: PayloadAction<{ id: string; failure: Refusal }>) {
      release(state, action.payload.id);
      state.notice = errorNotice(action.payload.failure);
    },
    toggleVenueSlot(state, action: PayloadAction<SlotToggle>) {
      state.togglingSlot = slotKey(action.payload);
    },
    venueSlotToggled(state, action: PayloadAction<SlotToggle & { active: boolean }>) {
      const { venueId, date, slotId, active } = action.payload;
      state.togglingSlot = null;
      if (state.current.id === venueId) {
        const ids = (state.current.bookings[date] ?? []).filter((id) => id !== slotId);
        state.current.bookings[date] = active ? ids : [...ids, slotId];
      }
      state.notice = { kind: active ? 'slotActive' : 'slotInactive' };
    },
    venueSlotToggleFailed(state, action: PayloadAction<Refusal>) {
      state.togglingSlot = null;
      state.notice = errorNotice(action.payload);
    },
    noticeShown(state) {
      state.notice = null;
    },
  },
});

export const {
  loadVenues,
  venuesLoaded,
  venuesLoadFailed,
  loadVenue,
  venueLoaded,
  venueLoadFailed,
  saveVenue,
  uploadProgressed,
  venueSaved,
  venueSaveFailed,
  venueSeatsRefused,
  saveReset,
  deleteVenue,
  venueDeleted,
  venueDeleteFailed,
  setVenueOnline,
  venueOnlineChanged,
  venueOnlineChangeFailed,
  toggleVenueSlot,
  venueSlotToggled,
  venueSlotToggleFailed,
  noticeShown,
} = venuesSlice.actions;

export const venuesReducer = venuesSlice.reducer;
