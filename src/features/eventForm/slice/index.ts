import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateEventResult } from '@/domain/booking';
import type { PlatformEvent, PublicProfile } from '@/domain/entities';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';
import type { EventFormState, EventSubmission, EventUpdate, UploadProgress } from './types';
import type { BankAnswer } from '@/domain/bankCheck';

export const initialEventFormState: EventFormState = {
  venues: { status: 'idle', items: [], cursor: null, bookings: {} },
  managers: { status: 'idle', items: [], cursor: null, availability: {}, bookings: {} },
  create: {
    status: 'idle',
    error: null,
    unexpected: false,
    priceChangedToPence: null,
    requestId: null,
    fingerprint: null,
    uploads: {},
    uploaded: {},
    result: null,
    bankCheck: null,
  },
  editing: { status: 'idle', id: null, event: null, ticketsSold: 0, error: null },
  update: { status: 'idle', error: null, uploads: {} },
};

interface Page<T> {
  items: T[];
  cursor: string | null;
  append: boolean;
}

const byId = <T extends { id: string }>(kept: T[], added: T[]) => [
  ...kept.filter((item) => !added.some((fresh) => fresh.id === item.id)),
  ...added,
];

const eventFormSlice = createSlice({
  name: 'eventForm',
  initialState: initialEventFormState,
  reducers: {
    loadVenueOptions(state, _action: PayloadAction<{ cursor?: string | null }>) {
      state.venues.status = 'pending';
    },
    venueOptionsLoaded(
      state,
      action: PayloadAction<Page<VenueListing> & { bookings: Record<string, BookingsMap> }>,
    ) {
      const { items, cursor, append, bookings } = action.payload;
      state.venues = {
        status: 'succeeded',
        items: append ? byId(state.venues.items, items) : items,
        cursor,
        bookings: append ? { ...state.venues.bookings, ...bookings } : bookings,
      };
    },
    venueOptionsLoadFailed(state) {
      state.venues.status = 'failed';
    },
    loadManagerOptions(state, _action: PayloadAction<{ cursor?: string | null }>) {
      state.managers.status = 'pending';
    },
    managerOptionsLoaded(
      state,
      action: PayloadAction<
        Page<PublicProfile> & {
          availability: Record<string, AvailabilityEntry[]>;
          bookings: Record<string, BookingsMap>;
        }
      >,
    ) {
      const { items, cursor, append, availability, bookings } = action.payload;
      state.managers = {
        status: 'succeeded',
        items: append ? byId(state.managers.items, items) : items,
        cursor,
        availability: append ? { ...state.managers.availability, ...availability } : availability,
        bookings: append ? { ...state.managers.bookings, ...bookings } : bookings,
      };
    },
    managerOptionsLoadFailed(state) {
      state.managers.status = 'failed';
    },
    createEvent(state, _action: PayloadAction<EventSubmission>) {
      state.create.status = 'pending';
      state.create.error = null;
      state.create.unexpected = false;
      state.create.priceChangedToPence = null;
      state.create.uploads = {};
      state.create.result = null;
    },
    /** The id this attempt sends, and the submission it was made for. */
    createRequestPrepared(state, action: PayloadAction<{ requestId: string; fingerprint: string }>) {
      state.create.requestId = action.payload.requestId;
      state.create.fingerprint = action.payload.fingerprint;
    },
    createUploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.create.uploads[action.payload.key] = action.payload.percent;
    },
    createImagesUploaded(state, action: PayloadAction<Record<string, string>>) {
      Object.assign(state.create.uploaded, action.payload);
    },
    eventCreated(state, action: PayloadAction<CreateEventResult>) {
      state.create = { ...initialEventFormState.create, status: 'succeeded', result: action.payload };
    },
    eventCreateFailed(state, action: PayloadAction<Refusal>) {
      state.create.status = 'failed';
      state.create.error = action.payload;
      state.create.uploads = {};
      state.create.bankCheck = null;
    },
    createBankCheckRequired(state, action: PayloadAction<string>) {
      state.create.bankCheck = action.payload;
    },
    createBankCheckAnswered(state, _action: PayloadAction<BankAnswer>) {
      state.create.bankCheck = null;
    },
    // The bank refused this payment: trying again is a new booking request (the uploads are kept).
    createRequestForgotten(state) {
      state.create.requestId = null;
      state.create.fingerprint = null;
    },
    eventCreateFailedUnexpectedly(state) {
      state.create.status = 'failed';
      state.create.unexpected = true;
      state.create.uploads = {};
    },
    /** Nothing was booked or charged: the slots cost a new total, which the person checks before submitting again. */
    eventPriceChanged(state, action: PayloadAction<number>) {
      state.create.status = 'failed';
      state.create.priceChangedToPence = action.payload;
      state.create.uploads = {};
    },
    /** A new wizard starts clean, with fresh options to book; an attempt still running is left to finish. */
    createReset(state) {
      if (state.create.status !== 'pending') state.create = initialEventFormState.create;
      state.venues = initialEventFormState.venues;
      state.managers = initialEventFormState.managers;
    },
    loadEditEvent(state, action: PayloadAction<string>) {
      const same = state.editing.id === action.payload;
      state.editing = {
        status: 'pending',
        id: action.payload,
        event: same ? state.editing.event : null,
        ticketsSold: same ? state.editing.ticketsSold : 0,
        error: null,
      };
      state.update = initialEventFormState.update;
    },
    editEventLoaded(
      state,
      action: PayloadAction<{ id: string; event: PlatformEvent | null; ticketsSold: number }>,
    ) {
      if (state.editing.id !== action.payload.id) return;
      state.editing = {
        status: 'succeeded',
        id: action.payload.id,
        event: action.payload.event,
        ticketsSold: action.payload.ticketsSold,
        error: null,
      };
    },
    editEventLoadFailed(state, action: PayloadAction<{ id: string; failure: Refusal }>) {
      if (state.editing.id !== action.payload.id) return;
      state.editing.status = 'failed';
      state.editing.error = action.payload.failure;
    },
    updateEvent(state, _action: PayloadAction<EventUpdate>) {
      state.update = { status: 'pending', error: null, uploads: {} };
    },
    updateUploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.update.uploads[action.payload.key] = action.payload.percent;
    },
    eventUpdated(state, action: PayloadAction<PlatformEvent>) {
      state.update = { status: 'succeeded', error: null, uploads: {} };
      if (state.editing.id === action.payload.id) state.editing.event = action.payload;
    },
    eventUpdateFailed(state, action: PayloadAction<Refusal>) {
      state.update = { status: 'failed', error: action.payload, uploads: {} };
    },
  },
});

export const {
  loadVenueOptions,
  venueOptionsLoaded,
  venueOptionsLoadFailed,
  loadManagerOptions,
  managerOptionsLoaded,
  managerOptionsLoadFailed,
  createEvent,
  createRequestPrepared,
  createUploadProgressed,
  createImagesUploaded,
  eventCreated,
  eventCreateFailed,
  createBankCheckRequired,
  createBankCheckAnswered,
  createRequestForgotten,
  eventCreateFailedUnexpectedly,
  eventPriceChanged,
  createReset,
  loadEditEvent,
  editEventLoaded,
  editEventLoadFailed,
  updateEvent,
  updateUploadProgressed,
  eventUpdated,
  eventUpdateFailed,
} = eventFormSlice.actions;

export const eventFormReducer = eventFormSlice.reducer;
