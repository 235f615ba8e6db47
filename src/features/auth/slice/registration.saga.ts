import type { PayloadAction } from '@reduxjs/toolkit';

import { call, put } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { accountsService, type NewAccount } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { uploadImages } from '@/sagas/uploadImages';
import { signUpError } from './errors';
import { registered, registrationFailed, registrationUploadProgressed } from './index';
import { endSession, failureOf } from './saga';
import type { RegistrationRequest } from './types';
import { imageFolder } from '@/services/storage.paths';

export function buildAccount(
  request: RegistrationRequest,
  img: string,
  prevAttachments: string[],
): NewAccount {
  const base: NewAccount = {
    email: request.email.trim(),
    name: request.name.trim(),
    number: request.number.trim(),
    img,
    role: request.role,
    isAppUser: request.isAppUser,
  };
  const manager = request.manager;
  if (!manager) return base;
  return {
    ...base,
    bio: manager.bio.trim(),
    location: manager.location,
    address: manager.address.trim(),
    helpingAddress: manager.helpingAddress,
    category: manager.category,
    experience: { years: manager.experienceYears, months: 0 },
    prevAttachments,
  };
}

/** Deletes the half-created Auth user so the e-mail can be registered again. */
function* rollBackRegistration(): SagaGenerator<void> {
  try {
    yield* call(authService.deleteCurrentUser);
  } catch {
    // Nothing more can be undone from the client; the original error is what the user needs to see.
  }
  yield* call(endSession);
}

/** Registration stores avatars and previous work where the profile does (storage.rules: only the owner writes). */
export const registrationProgressed = (key: string, percent: number) =>
  registrationUploadProgressed({ key, percent });

export function* registerSaga(action: PayloadAction<RegistrationRequest>): SagaGenerator<void> {
  const request = action.payload;
  let uid: string;
  try {
    uid = yield* call(authService.signUp, request.email.trim(), request.password);
  } catch (error) {
    yield* put(registrationFailed(signUpError(failureOf(error))));
    return;
  }
  try {
    // Storage accepts uploads only into the signed-in user's own folder, so they wait for the Auth user.
    const { image } = request.files;
    const attachments = request.manager ? request.files.attachments : [];
    const files = image ? [image, ...attachments] : attachments;
    const urls: string[] =
      files.length > 0
        ? yield* call(uploadImages, imageFolder('profileImage', uid), files, registrationProgressed)
        : [];
    const img = image ? urls[0] : '';
    const prevAttachments = image ? urls.slice(1) : urls;
    yield* call(accountsService.create, uid, buildAccount(request, img, prevAttachments));
  } catch (error) {
    // Files already uploaded stay in the folder: the storage service offers no delete to undo them.
    yield* call(rollBackRegistration);
    yield* put(registrationFailed(signUpError(failureOf(error))));
    return;
  }
  // New accounts wait for approval, so the fresh Auth session must not linger.
  yield* call(endSession);
  yield* put(registered());
}
