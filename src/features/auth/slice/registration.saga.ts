import type { PayloadAction } from '@reduxjs/toolkit';

import { call, put } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { accountsService, type NewAccount } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { uploadImages } from '@/sagas/uploadImages';
import { endSession } from './endSession.saga';
import { authFailureOf, signUpError } from './errors';
import { registered, registrationFailed, registrationUploadProgressed } from './index';
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
    yield* put(registrationFailed(signUpError(authFailureOf(error))));
    return;
  }
  try {
    // Storage takes uploads only from an account (storage.rules mayUploadTo), so the profile is written first,
    // without pictures, and names them once they are in the account's own folder.
    yield* call(accountsService.create, uid, buildAccount(request, '', []));
  } catch (error) {
    yield* call(rollBackRegistration);
    yield* put(registrationFailed(signUpError(authFailureOf(error))));
    return;
  }
  try {
    const { image } = request.files;
    const attachments = request.manager ? request.files.attachments : [];
    const files = image ? [image, ...attachments] : attachments;
    if (files.length > 0) {
      const urls = yield* call(uploadImages, imageFolder('profileImage', uid), files, registrationProgressed);
      const pictures = buildAccount(request, image ? urls[0] : '', image ? urls.slice(1) : urls);
      yield* call(accountsService.update, uid, {
        img: pictures.img,
        prevAttachments: pictures.prevAttachments,
      });
    }
  } catch {
    // The account is registered and waits for approval all the same (nobody may delete an account record, so it
    // cannot be undone); its pictures can be added from the profile page once it is approved.
  }
  // New accounts wait for approval, so the fresh Auth session must not linger.
  yield* call(endSession);
  yield* put(registered());
}
