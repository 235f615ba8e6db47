import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicProfile } from '@/domain/entities';
import type {
  DetailsFailure,
  DetailsState,
  DirectoryState,
  ListingState,
  ListPage,
  LoadListRequest,
  LoadRatingsRequest,
  RatingsPage,
  ManagerDetails,
  VenueDetails,
  VenueListing,
} from './types';

const emptyList = <T>(): ListingState<T> => ({
  status: 'idle',
  items: [],
  cursor: null,
  error: null,
  sort: 'name',
});
const emptyDetails = <T>(): DetailsState<T> => ({ status: 'idle', id: null, data: null, error: null });

export const initialDirectoryState: DirectoryState = {
  ratings: { targetId: null, status: 'idle', items: [], cursor: null },
  managers: emptyList(),
  venues: emptyList(),
  managerDetails: emptyDetails(),
  venueDetails: emptyDetails(),
};

function receive<T>(list: ListingState<T>, page: ListPage<T>) {
  list.status = 'succeeded';
  list.error = null;
  list.items = page.append ? [...list.items, ...page.items] : page.items;
  list.cursor = page.cursor;
}

// Items already shown stay on screen while a first page reloads or a further page loads; a new order starts afresh.
const startLoading = <T>(list: ListingState<T>, { sort }: LoadListRequest) => {
  if (sort && sort !== list.sort) Object.assign(list, { items: [], cursor: null, sort });
  list.status = 'loading';
  list.error = null;
};

function failList<T>(list: ListingState<T>, failure: Refusal) {
  list.status = 'failed';
  list.error = failure;
}

function startDetails<T>(details: DetailsState<T>, id: string) {
  details.status = 'loading';
  details.error = null;
  if (details.id !== id) details.data = null;
  details.id = id;
}

function failDetails<T>(details: DetailsState<T>, { id, failure }: DetailsFailure) {
  if (details.id !== id) return;
  details.status = 'failed';
  details.error = failure;
}

const directorySlice = createSlice({
  name: 'directory',
  initialState: initialDirectoryState,
  reducers: {
    loadRatings(state, action: PayloadAction<LoadRatingsRequest>) {
      const { targetId } = action.payload;
      if (state.ratings.targetId !== targetId) state.ratings = { ...initialDirectoryState.ratings, targetId };
      state.ratings.status = 'loading';
    },
    ratingsLoaded(state, action: PayloadAction<RatingsPage>) {
      const { targetId, items, cursor, append } = action.payload;
      if (state.ratings.targetId !== targetId) return;
      state.ratings.status = 'succeeded';
      state.ratings.items = append ? [...state.ratings.items, ...items] : items;
      state.ratings.cursor = cursor;
    },
    ratingsLoadFailed(state, action: PayloadAction<string>) {
      if (state.ratings.targetId === action.payload) state.ratings.status = 'failed';
    },
    loadManagers(state, action: PayloadAction<LoadListRequest>) {
      startLoading(state.managers, action.payload);
    },
    managersLoaded(state, action: PayloadAction<ListPage<PublicProfile>>) {
      receive(state.managers, action.payload);
    },
    managersLoadFailed(state, action: PayloadAction<Refusal>) {
      failList(state.managers, action.payload);
    },
    loadVenueListings(state, action: PayloadAction<LoadListRequest>) {
      startLoading(state.venues, action.payload);
    },
    venueListingsLoaded(state, action: PayloadAction<ListPage<VenueListing>>) {
      receive(state.venues, action.payload);
    },
    venueListingsLoadFailed(state, action: PayloadAction<Refusal>) {
      failList(state.venues, action.payload);
    },
    loadManagerDetails(state, action: PayloadAction<string>) {
      startDetails(state.managerDetails, action.payload);
    },
    managerDetailsLoaded(state, action: PayloadAction<{ id: string; details: ManagerDetails }>) {
      if (state.managerDetails.id !== action.payload.id) return;
      state.managerDetails.status = 'succeeded';
      // Immer's draft type is mutable; the readonly bookings lists are stored as they are and never mutated.
      state.managerDetails.data = action.payload.details as Draft<ManagerDetails>;
    },
    managerDetailsLoadFailed(state, action: PayloadAction<DetailsFailure>) {
      failDetails(state.managerDetails, action.payload);
    },
    loadVenueDetails(state, action: PayloadAction<string>) {
      startDetails(state.venueDetails, action.payload);
    },
    venueDetailsLoaded(state, action: PayloadAction<{ id: string; details: VenueDetails }>) {
      if (state.venueDetails.id !== action.payload.id) return;
      state.venueDetails.status = 'succeeded';
      state.venueDetails.data = action.payload.details as Draft<VenueDetails>;
    },
    venueDetailsLoadFailed(state, action: PayloadAction<DetailsFailure>) {
      failDetails(state.venueDetails, action.payload);
    },
  },
});

export const {
  loadRatings,
  ratingsLoaded,
  ratingsLoadFailed,
  loadManagers,
  managersLoaded,
  managersLoadFailed,
  loadVenueListings,
  venueListingsLoaded,
  venueListingsLoadFailed,
  loadManagerDetails,
  managerDetailsLoaded,
  managerDetailsLoadFailed,
  loadVenueDetails,
  venueDetailsLoaded,
  venueDetailsLoadFailed,
} = directorySlice.actions;

export const directoryReducer = directorySlice.reducer;
