import type { PayloadAction } from '@reduxjs/toolkit';
import { isNewPicture, newPictureFiles } from '@/components/forms/pictures';

import { all, call, delay, put, spawn, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import type { ManagerProfile } from '@/domain/entities';
import { failureOf } from '@/lib/firebase/errors';
import { droppedUrls, removeImages } from '@/sagas/removeImages';
import { uploadImages } from '@/sagas/uploadImages';
import { accountsService, type ProfileChanges } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { categoriesService } from '@/services/categories.service';
import { messagingService } from '@/services/messaging.service';
import {
  categoriesLoaded,
  categoriesLoadFailed,
  enablePush,
  loadCategories,
  passwordChangeEmailSent,
  passwordChangeFailed,
  profileBannerCleared,
  profileUpdated,
  profileUpdateFailed,
  pushEnabled,
  pushEnableFailed,
  pushRefused,
  requestPasswordChange,
  updateProfile,
  uploadProgressed,
} from './index';
import type { Picture, ProfileUpdateRequest } from './types';
import { imageFolder } from '@/services/storage.paths';

/** The spec's profile banner disappears after three seconds. */
export const PROFILE_BANNER_MS = 3000;

/** Registration stores avatars and previous work here too (storage.rules: only the owner writes it). */
export const progressed = (key: string, percent: number) => uploadProgressed({ key, percent });

/** Replaces each picture by its stored URL: the upload's result for new files, the known URL otherwise. */
export function storedUrls(pictures: Picture[], uploaded: ReadonlyMap<string, string>): string[] {
  return pictures.map((picture) => {
    if (!isNewPicture(picture)) return picture.url;
    const url = uploaded.get(picture.key);
    // A preview's blob: URL must never be saved in place of a failed upload.
    if (!url) throw new Error(`No upload result for ${picture.key}`);
    return url;
  });
}

export function buildChanges(
  request: ProfileUpdateRequest,
  uploaded: ReadonlyMap<string, string>,
): ProfileChanges {
  const { avatar, previousWork } = request.files;
  const changes: ProfileChanges = {
    ...request.changes,
    img: storedUrls(avatar.slice(0, 1), uploaded)[0] ?? '',
  };
  // Pictures removed in the form are simply absent here, so they drop out of prevAttachments.
  if (previousWork) changes.prevAttachments = storedUrls(previousWork, uploaded);
  return changes;
}

/** Every image URL a profile references: its avatar (may be '') and its previous work. */
export function profileImageUrls(
  profile: Partial<Pick<ManagerProfile, 'img' | 'prevAttachments'>>,
): string[] {
  return [profile.img ?? '', ...(profile.prevAttachments ?? [])];
}

/** The images `before` referenced that the saved changes no longer do; an absent field is left as it was. */
export function imagesDroppedBy(before: ManagerProfile, changes: ProfileChanges): string[] {
  const after = {
    img: changes.img ?? before.img,
    prevAttachments: changes.prevAttachments ?? before.prevAttachments,
  };
  return droppedUrls(profileImageUrls(before), profileImageUrls(after));
}

/** The profile as stored before a save, or null when it cannot be read: then the save cleans nothing up. */
function* storedProfile(uid: string): SagaGenerator<ManagerProfile | null> {
  try {
    const profile = yield* call(accountsService.get, uid);
    return profile;
  } catch {
    return null;
  }
}

export function* updateProfileSaga(action: PayloadAction<ProfileUpdateRequest>): SagaGenerator<void> {
  const request = action.payload;
  let dropped: string[];
  try {
    const pictures = [...request.files.avatar, ...(request.files.previousWork ?? [])];
    const fresh = newPictureFiles(pictures);
    const urls: string[] =
      fresh.length > 0
        ? yield* call(uploadImages, imageFolder('profileImage', request.uid), fresh, progressed)
        : [];
    const uploaded = new Map(fresh.map(({ key }, index) => [key, urls[index]]));
    const changes = buildChanges(request, uploaded);
    const before = yield* call(storedProfile, request.uid);
    yield* call(accountsService.update, request.uid, changes);
    dropped = before ? imagesDroppedBy(before, changes) : [];
  } catch (error) {
    yield* put(profileUpdateFailed(failureOf(error)));
    return;
  }
  // The auth feature's profile listener picks the write up and refreshes the stored user and top bar.
  yield* put(profileUpdated());
  // Only now that the profile no longer references them: a replaced or removed picture's file goes too. Detached,
  // so a slow or offline delete (the SDK retries for minutes) never holds up the next save under takeLeading.
  yield* spawn(removeImages, dropped);
}

export function* clearBannerLater(): SagaGenerator<void> {
  yield* delay(PROFILE_BANNER_MS);
  yield* put(profileBannerCleared());
}

export function* loadCategoriesSaga(): SagaGenerator<void> {
  try {
    const items = yield* call(categoriesService.list);
    yield* put(categoriesLoaded(items));
  } catch (error) {
    yield* put(categoriesLoadFailed(failureOf(error)));
  }
}

export function* passwordChangeSaga(action: PayloadAction<{ email: string }>): SagaGenerator<void> {
  try {
    yield* call(authService.sendPasswordReset, action.payload.email.trim());
    yield* put(passwordChangeEmailSent());
  } catch (error) {
    yield* put(passwordChangeFailed(failureOf(error)));
  }
}

/** Asks this browser for push permission and its token, and stores the token on the private account. */
export function* enablePushSaga(): SagaGenerator<void> {
  try {
    const result = yield* call(messagingService.requestToken);
    if (result.kind !== 'token') {
      yield* put(pushRefused(result.kind));
      return;
    }
    yield* call(messagingService.registerPushToken, result.token);
    yield* put(pushEnabled());
  } catch (error) {
    yield* put(pushEnableFailed(failureOf(error)));
  }
}

export function* profileSaga(): SagaGenerator<void> {
  yield* all([
    takeLeading(updateProfile.type, updateProfileSaga),
    // takeLatest restarts the timer, so a second save's banner also stays its full three seconds.
    takeLatest([profileUpdated.type, profileUpdateFailed.type], clearBannerLater),
    takeLatest(loadCategories.type, loadCategoriesSaga),
    takeLeading(requestPasswordChange.type, passwordChangeSaga),
    takeLeading(enablePush.type, enablePushSaga),
  ]);
}
