import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, spawn, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { failureOf } from '@/lib/firebase/errors';
import { dateKey, localDateOf } from '@/domain/recurrence';
import { seatsToKeep } from '@/domain/seatFloor';
import { droppedUrls, removeImages } from '@/sagas/removeImages';
import { uploadImages } from '@/sagas/uploadImages';
import { bookingsService } from '@/services/bookings.service';
import { venuesService } from '@/services/venues.service';
import {
  deleteVenue,
  loadVenue,
  loadVenues,
  saveVenue,
  setVenueOnline,
  toggleVenueSlot,
  uploadProgressed,
  venueDeleted,
  venueDeleteFailed,
  venueLoaded,
  venueLoadFailed,
  venueOnlineChanged,
  venueOnlineChangeFailed,
  venueSaved,
  venueSaveFailed,
  venueSeatsRefused,
  venueSlotToggled,
  venueSlotToggleFailed,
  venuesLoaded,
  venuesLoadFailed,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import type { Picture, SlotToggle, Venue, VenueInput, VenueSubmission } from './types';
import { imageFolder } from '@/services/storage.paths';

/** storage.rules let only the signed-in owner write under their uid. */
const progressed = (key: string, percent: number) => uploadProgressed({ key, percent });

type NewPicture = Extract<Picture, { file: File }>;
const isNew = (picture: Picture): picture is NewPicture => 'file' in picture;

/** Replaces each picture by its stored URL: the upload's result for new files, the known URL otherwise. */
export function storedUrls(pictures: Picture[], uploaded: ReadonlyMap<string, string>): string[] {
  return pictures.map((picture) => {
    if (!isNew(picture)) return picture.url;
    const url = uploaded.get(picture.key);
    // A preview's blob: URL must never be saved in place of a failed upload.
    if (!url) throw new Error(`No upload result for ${picture.key}`);
    return url;
  });
}

export function* loadVenuesSaga(): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(venuesLoadFailed(signInFirstFailure()));
    return;
  }
  try {
    const venues = yield* call(venuesService.listByOwner, uid);
    yield* put(venuesLoaded(venues));
  } catch (error) {
    yield* put(venuesLoadFailed(failureOf(error)));
  }
}

export function* loadVenueSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  try {
    const { venue, bookings } = yield* all({
      venue: call(venuesService.get, action.payload.id),
      bookings: call(bookingsService.get, action.payload.id),
    });
    yield* put(venueLoaded({ venue, bookings }));
  } catch (error) {
    yield* put(venueLoadFailed(failureOf(error)));
  }
}

/** The venue as stored before a change, or null when it cannot be read: then the change cleans nothing up. */
function* storedVenue(id: string): SagaGenerator<Venue | null> {
  try {
    const venue = yield* call(venuesService.get, id);
    return venue;
  } catch {
    return null;
  }
}

export function* saveVenueSaga(action: PayloadAction<VenueSubmission>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(venueSaveFailed(signInFirstFailure()));
    return;
  }
  const { id, details, files } = action.payload;
  let saved: Venue | null;
  let before: Venue | null = null;
  try {
    if (id) {
      before = yield* call(storedVenue, id);
      const floor = yield* call(venuesService.seatFloor, id);
      const change = { seats: details.seats, storedSeats: before?.seats ?? 0 };
      const seats = seatsToKeep(floor, change, dateKey(localDateOf(new Date())));
      if (seats !== null) {
        yield* put(venueSeatsRefused(seats));
        return;
      }
    }
    const fresh = files.filter(isNew).map(({ key, file }) => ({ key, file }));
    const urls = yield* call(uploadImages, imageFolder('venues', uid), fresh, progressed);
    const input: VenueInput = {
      ...details,
      attachments: storedUrls(files, new Map(fresh.map(({ key }, i) => [key, urls[i]]))),
    };
    let venueId = id;
    if (venueId) yield* call(venuesService.update, venueId, input);
    else venueId = yield* call(venuesService.create, uid, input);
    // Read back so the list shows what was stored, including isOnline and createdAt set on creation.
    saved = yield* call(venuesService.get, venueId);
    if (!saved) throw new Error('Venue not found after saving');
  } catch (error) {
    yield* put(venueSaveFailed(failureOf(error)));
    return;
  }
  yield* put(venueSaved({ venue: saved, created: !id }));
  // Only now that the stored venue no longer references them: the files of removed pictures go too. Detached, so a
  // slow or offline delete (the SDK retries for minutes) never holds up the next save under takeLeading.
  if (before) yield* spawn(removeImages, droppedUrls(before.attachments, saved.attachments));
}

export function* deleteVenueSaga(action: PayloadAction<{ id: string }>): SagaGenerator<void> {
  const { id } = action.payload;
  let before: Venue | null;
  try {
    before = yield* call(storedVenue, id);
    yield* call(venuesService.remove, id);
  } catch (error) {
    yield* put(venueDeleteFailed({ id, failure: failureOf(error) }));
    return;
  }
  yield* put(venueDeleted({ id }));
  // The venue is gone, so nothing references its pictures any more (detached, like the save's clean-up).
  if (before) yield* spawn(removeImages, droppedUrls(before.attachments, []));
}

export function* setVenueOnlineSaga(
  action: PayloadAction<{ id: string; isOnline: boolean }>,
): SagaGenerator<void> {
  const { id, isOnline } = action.payload;
  try {
    yield* call(venuesService.setOnline, id, isOnline);
    yield* put(venueOnlineChanged({ id, isOnline }));
  } catch (error) {
    yield* put(venueOnlineChangeFailed({ id, failure: failureOf(error) }));
  }
}

export function* toggleVenueSlotSaga(action: PayloadAction<SlotToggle>): SagaGenerator<void> {
  const { venueId, date, slotId } = action.payload;
  try {
    const active = yield* call(venuesService.toggleSlot, venueId, date, slotId);
    yield* put(venueSlotToggled({ venueId, date, slotId, active }));
  } catch (error) {
    yield* put(venueSlotToggleFailed(failureOf(error)));
  }
}

export function* venuesSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadVenues.type, loadVenuesSaga),
    takeLatest(loadVenue.type, loadVenueSaga),
    takeLeading(saveVenue.type, saveVenueSaga),
    // Different venues may be deleted or switched at once; each runs on its own.
    takeEvery(deleteVenue.type, deleteVenueSaga),
    takeEvery(setVenueOnline.type, setVenueOnlineSaga),
    takeLeading(toggleVenueSlot.type, toggleVenueSlotSaga),
  ]);
}
