import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { isNewPicture, newPictureFiles } from '@/components/forms/pictures';
import {
  changedTotalPence,
  newRequestId,
  type CreateEventRequest,
  type CreateEventResult,
  type PaymentInput,
} from '@/domain/booking';
import type { BookingsMap } from '@/domain/slots';
import { isUnexpectedFailure } from '@/domain/unexpectedFailure';
import { failureOf, firebaseErrorCode, isBankCheckFailure } from '@/lib/firebase/errors';
import { withBankCheck } from '@/sagas/bankCheck';
import { uploadImages } from '@/sagas/uploadImages';
import { availabilityService } from '@/services/availability.service';
import { bookingsService } from '@/services/bookings.service';
import { directoryService } from '@/services/directory.service';
import { eventsService } from '@/services/events.service';
import { paymentsService } from '@/services/payments.service';
import { ticketsService } from '@/services/tickets.service';
import {
  createEvent,
  eventPriceChanged,
  createBankCheckAnswered,
  createBankCheckRequired,
  createImagesUploaded,
  createRequestForgotten,
  createRequestPrepared,
  createUploadProgressed,
  editEventLoaded,
  editEventLoadFailed,
  eventCreated,
  eventCreateFailed,
  eventCreateFailedUnexpectedly,
  eventUpdated,
  eventUpdateFailed,
  loadEditEvent,
  loadManagerOptions,
  loadVenueOptions,
  managerOptionsLoaded,
  managerOptionsLoadFailed,
  updateEvent,
  updateUploadProgressed,
  venueOptionsLoaded,
  venueOptionsLoadFailed,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import { selectCreate } from './selectors';
import type { EventSubmission, EventUpdate, PaymentChoice, Picture } from './types';
import { imageFolder } from '@/services/storage.paths';

/** storage.rules let only the signed-in user write under their uid. */
/** What makes two submissions "the same": everything sent, with images by their keys. */
export function submissionFingerprint({ draft, payment, files }: EventSubmission): string {
  return JSON.stringify({ draft, payment, files: files.map((file) => file.key) });
}

/** Each picture's stored URL: known for stored ones, from this or an earlier attempt's upload for new ones. */
export function storedUrls(
  pictures: readonly Picture[],
  uploaded: Readonly<Record<string, string>>,
): string[] {
  return pictures.map((picture) => {
    if (!isNewPicture(picture)) return picture.url;
    const url = uploaded[picture.key];
    // A preview's blob: URL must never be saved in place of a failed upload.
    if (!url) throw new Error(`No upload result for ${picture.key}`);
    return url;
  });
}

/** Uploads the files not uploaded yet and returns every new picture's URL by key. */
function* uploadNew(
  uid: string,
  pictures: readonly Picture[],
  known: Readonly<Record<string, string>>,
  progressed: (key: string, percent: number) => PayloadAction<{ key: string; percent: number }>,
): SagaGenerator<Record<string, string>> {
  const fresh = newPictureFiles(pictures).filter(({ key }) => !known[key]);
  const urls = yield* call(uploadImages, imageFolder('events', uid), fresh, progressed);
  return { ...known, ...Object.fromEntries(fresh.map(({ key }, index) => [key, urls[index]])) };
}

function* paymentInput(choice: PaymentChoice | null): SagaGenerator<PaymentInput | null> {
  if (!choice) return null;
  if (choice.method !== 'simulatedCard') return choice;
  const cardToken = yield* call(paymentsService.tokenizeSimulatedCard, choice.card);
  return { method: 'card', cardToken };
}

export function* loadVenueOptionsSaga(
  action: PayloadAction<{ cursor?: string | null }>,
): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const page = yield* call(directoryService.listBookableVenues, cursor);
    const maps: BookingsMap[] = yield* all(page.items.map((venue) => call(bookingsService.get, venue.id)));
    const bookings = Object.fromEntries(page.items.map((venue, index) => [venue.id, maps[index]]));
    yield* put(
      venueOptionsLoaded({ items: page.items, cursor: page.cursor, append: cursor !== null, bookings }),
    );
  } catch {
    yield* put(venueOptionsLoadFailed());
  }
}

export function* loadManagerOptionsSaga(
  action: PayloadAction<{ cursor?: string | null }>,
): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const page = yield* call(directoryService.listManagers, cursor);
    const details = yield* all(
      page.items.map((manager) =>
        all({
          availability: call(availabilityService.list, manager.id),
          bookings: call(bookingsService.get, manager.id),
        }),
      ),
    );
    yield* put(
      managerOptionsLoaded({
        items: page.items,
        cursor: page.cursor,
        append: cursor !== null,
        availability: Object.fromEntries(
          page.items.map((manager, index) => [manager.id, details[index].availability]),
        ),
        bookings: Object.fromEntries(
          page.items.map((manager, index) => [manager.id, details[index].bookings]),
        ),
      }),
    );
  } catch {
    yield* put(managerOptionsLoadFailed());
  }
}

export function* createEventSaga(action: PayloadAction<EventSubmission>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(eventCreateFailed(signInFirstFailure()));
    return;
  }
  const { draft, payment, files } = action.payload;
  const previous = yield* select(selectCreate);
  const fingerprint = submissionFingerprint(action.payload);
  // The same submission sent again (after an error) keeps its id, so a booking that did go through is found,
  // not made twice; anything changed is a new submission.
  const requestId: string =
    previous.fingerprint === fingerprint && previous.requestId
      ? previous.requestId
      : yield* call(newRequestId);
  yield* put(createRequestPrepared({ requestId, fingerprint }));
  try {
    const uploaded = yield* call(uploadNew, uid, files, previous.uploaded, (key: string, percent: number) =>
      createUploadProgressed({ key, percent }),
    );
    yield* put(createImagesUploaded(uploaded));
    const request: CreateEventRequest = {
      ...draft,
      requestId,
      details: { ...draft.details, attachments: storedUrls(files, uploaded) },
      payment: yield* call(paymentInput, payment),
    };
    const result = yield* call(
      withBankCheck<CreateEventResult>,
      () => eventsService.create(request),
      createBankCheckRequired,
      createBankCheckAnswered,
    );
    yield* put(eventCreated(result));
  } catch (error) {
    if (isBankCheckFailure(error)) yield* put(createRequestForgotten());
    const newTotal = changedTotalPence(error);
    if (newTotal !== null) yield* put(eventPriceChanged(newTotal));
    else if (isUnexpectedFailure(firebaseErrorCode(error))) yield* put(eventCreateFailedUnexpectedly());
    else yield* put(eventCreateFailed(failureOf(error)));
  }
}

export function* loadEditEventSaga(action: PayloadAction<string>): SagaGenerator<void> {
  const id = action.payload;
  try {
    const event = yield* call(eventsService.get, id);
    const uid = yield* select(selectSessionUid);
    // Only the owner edits, and ticketStats is read by the event's staff: nobody else needs (or may read) the count.
    const stats = event && event.createdBy === uid ? yield* call(ticketsService.getStats, id) : null;
    yield* put(editEventLoaded({ id, event, ticketsSold: stats?.sold ?? 0 }));
  } catch (error) {
    yield* put(editEventLoadFailed({ id, failure: failureOf(error) }));
  }
}

export function* updateEventSaga(action: PayloadAction<EventUpdate>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(eventUpdateFailed(signInFirstFailure()));
    return;
  }
  const { id, changes, files } = action.payload;
  try {
    const uploaded = yield* call(uploadNew, uid, files, {}, (key: string, percent: number) =>
      updateUploadProgressed({ key, percent }),
    );
    yield* call(eventsService.update, id, { ...changes, attachments: storedUrls(files, uploaded) });
    // Read back so the details page and a reload show what was stored.
    const saved = yield* call(eventsService.get, id);
    if (!saved) throw new Error('Event not found after saving');
    yield* put(eventUpdated(saved));
  } catch (error) {
    yield* put(eventUpdateFailed(failureOf(error)));
  }
}

export function* eventFormSaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadVenueOptions.type, loadVenueOptionsSaga),
    takeLatest(loadManagerOptions.type, loadManagerOptionsSaga),
    // A double click must not send a second request while the first runs.
    takeLeading(createEvent.type, createEventSaga),
    takeLatest(loadEditEvent.type, loadEditEventSaga),
    takeLeading(updateEvent.type, updateEventSaga),
  ]);
}
