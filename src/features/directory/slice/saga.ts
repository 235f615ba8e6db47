import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { isListedManager } from '@/domain/directory';
import { failureOf } from '@/lib/firebase/errors';
import { availabilityService } from '@/services/availability.service';
import { bookingsService } from '@/services/bookings.service';
import { directoryService } from '@/services/directory.service';
import { ratingsService } from '@/services/ratings.service';
import {
  loadManagerDetails,
  loadManagers,
  loadRatings,
  ratingsLoaded,
  ratingsLoadFailed,
  loadVenueDetails,
  loadVenueListings,
  managerDetailsLoaded,
  managerDetailsLoadFailed,
  managersLoaded,
  managersLoadFailed,
  venueDetailsLoaded,
  venueDetailsLoadFailed,
  venueListingsLoaded,
  venueListingsLoadFailed,
} from './index';
import { selectManagerListing, selectVenueListing } from './selectors';
import type { LoadListRequest, LoadRatingsRequest } from './types';

export function* loadManagersSaga(action: PayloadAction<LoadListRequest>): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const sort = action.payload.sort ?? (yield* select(selectManagerListing)).sort;
    const page = yield* call(directoryService.listManagers, cursor, undefined, sort);
    yield* put(managersLoaded({ ...page, append: cursor !== null }));
  } catch (error) {
    yield* put(managersLoadFailed(failureOf(error)));
  }
}

export function* loadVenueListingsSaga(action: PayloadAction<LoadListRequest>): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const sort = action.payload.sort ?? (yield* select(selectVenueListing)).sort;
    const page = yield* call(directoryService.listVenues, cursor, undefined, sort);
    yield* put(venueListingsLoaded({ ...page, append: cursor !== null }));
  } catch (error) {
    yield* put(venueListingsLoadFailed(failureOf(error)));
  }
}

export function* loadManagerDetailsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const id = action.payload;
  try {
    const manager = yield* call(directoryService.getManager, id);
    // An unknown id, or an account the directory does not list, is "not found", not an error: its availability
    // is not even asked for. The service already filters; checking here too keeps the page right whatever it returns.
    if (!manager || !isListedManager(manager)) {
      yield* put(managerDetailsLoaded({ id, details: { manager: null, availability: [], bookings: {} } }));
      return;
    }
    const { availability, bookings } = yield* all({
      availability: call(availabilityService.list, id),
      bookings: call(bookingsService.get, id),
    });
    yield* put(managerDetailsLoaded({ id, details: { manager, availability, bookings } }));
  } catch (error) {
    yield* put(managerDetailsLoadFailed({ id, failure: failureOf(error) }));
  }
}

export function* loadVenueDetailsSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const id = action.payload;
  try {
    const { venue, bookings } = yield* all({
      venue: call(directoryService.getVenue, id),
      bookings: call(bookingsService.get, id),
    });
    yield* put(venueDetailsLoaded({ id, details: { venue, bookings } }));
  } catch (error) {
    yield* put(venueDetailsLoadFailed({ id, failure: failureOf(error) }));
  }
}

export function* loadRatingsSaga(action: PayloadAction<LoadRatingsRequest>): SagaGenerator<void> {
  const { targetId } = action.payload;
  const cursor = action.payload.cursor ?? null;
  try {
    const page = yield* call(ratingsService.listForTarget, targetId, cursor);
    yield* put(ratingsLoaded({ targetId, ...page, append: cursor !== null }));
  } catch {
    yield* put(ratingsLoadFailed(targetId));
  }
}

export function* directorySaga(): SagaGenerator<void> {
  // takeLatest: a newer request (another page, another id) supersedes one still running.
  yield* all([
    takeLatest(loadManagers.type, loadManagersSaga),
    takeLatest(loadVenueListings.type, loadVenueListingsSaga),
    takeLatest(loadManagerDetails.type, loadManagerDetailsSaga),
    takeLatest(loadVenueDetails.type, loadVenueDetailsSaga),
    takeLatest(loadRatings.type, loadRatingsSaga),
  ]);
}
