import { describe, expect, it } from 'vitest';
import { call, delay, put } from 'redux-saga/effects';
import { uploadImages } from '@/sagas/uploadImages';
import { accountsService } from '@/services/accounts.service';
import { authService } from '@/services/auth.service';
import { categoriesService } from '@/services/categories.service';
import {
  categoriesLoaded,
  categoriesLoadFailed,
  passwordChangeEmailSent,
  passwordChangeFailed,
  profileBannerCleared,
  profileUpdated,
  profileUpdateFailed,
  requestPasswordChange,
  updateProfile,
  uploadProgressed,
} from '../index';
import {
  buildChanges,
  clearBannerLater,
  loadCategoriesSaga,
  passwordChangeSaga,
  PROFILE_BANNER_MS,
  progressed,
  updateProfileSaga,
} from '../saga';
import type { Picture, ProfileUpdateRequest } from '../types';

const stored = (url: string): Picture => ({ key: url, url });
const chosen = (key: string, name: string): Picture => ({
  key,
  url: `blob:${key}`,
  file: new File(['x'], name, { type: 'image/png' }),
});

const managerRequest = (files: ProfileUpdateRequest['files']): ProfileUpdateRequest => ({
  uid: 'm1',
  changes: { name: 'Marco', number: '0123', bio: 'DJ' },
  files,
});

describe('updateProfileSaga', () => {
  it('uploads new pictures to the profile folder, then writes their URLs with the kept ones', () => {
    const avatar = chosen('k1', 'me.png');
    const work = chosen('k2', 'gig.png');
    const request = managerRequest({
      avatar: [avatar],
      previousWork: [stored('https://files/a.png'), work],
    });
    const saga = updateProfileSaga(updateProfile(request));
    expect(saga.next().value).toEqual(
      call(
        uploadImages,
        'profileImage/m1',
        [
          { key: 'k1', file: (avatar as { file: File }).file },
          { key: 'k2', file: (work as { file: File }).file },
        ],
        progressed,
      ),
    );
    expect(saga.next(['https://files/me.png', 'https://files/gig.png']).value).toEqual(
      call(accountsService.update, 'm1', {
        name: 'Marco',
        number: '0123',
        bio: 'DJ',
        img: 'https://files/me.png',
        prevAttachments: ['https://files/a.png', 'https://files/gig.png'],
      }),
    );
    expect(saga.next().value).toEqual(put(profileUpdated()));
    expect(saga.next().done).toBe(true);
  });

  it('skips the upload when nothing new was chosen and drops removed pictures', () => {
    const request = managerRequest({ avatar: [], previousWork: [stored('https://files/b.png')] });
    const saga = updateProfileSaga(updateProfile(request));
    expect(saga.next().value).toEqual(
      call(accountsService.update, 'm1', {
        name: 'Marco',
        number: '0123',
        bio: 'DJ',
        img: '',
        prevAttachments: ['https://files/b.png'],
      }),
    );
  });

  it('leaves previous work alone for forms without it', () => {
    const request: ProfileUpdateRequest = {
      uid: 'o1',
      changes: { name: 'Olivia', number: '1' },
      files: { avatar: [stored('https://files/me.png')], previousWork: null },
    };
    const saga = updateProfileSaga(updateProfile(request));
    expect(saga.next().value).toEqual(
      call(accountsService.update, 'o1', { name: 'Olivia', number: '1', img: 'https://files/me.png' }),
    );
  });

  it('reports a failed upload or write without saving anything', () => {
    const request = managerRequest({ avatar: [chosen('k1', 'me.png')], previousWork: [] });
    const failedUpload = updateProfileSaga(updateProfile(request));
    failedUpload.next();
    expect(failedUpload.throw(new Error('storage/unauthorized')).value).toEqual(put(profileUpdateFailed()));

    const failedWrite = updateProfileSaga(updateProfile(request));
    failedWrite.next();
    failedWrite.next(['https://files/me.png']);
    expect(failedWrite.throw(new Error('permission-denied')).value).toEqual(put(profileUpdateFailed()));
  });

  it('puts upload progress under the picture key', () => {
    expect(progressed('k1', 55)).toEqual(uploadProgressed({ key: 'k1', percent: 55 }));
  });
});

describe('buildChanges', () => {
  it('never saves a preview URL in place of a missing upload', () => {
    const request = managerRequest({ avatar: [chosen('k1', 'me.png')], previousWork: null });
    expect(() => buildChanges(request, new Map())).toThrow();
  });
});

describe('clearBannerLater', () => {
  it('hides the banner after three seconds', () => {
    const saga = clearBannerLater();
    expect(PROFILE_BANNER_MS).toBe(3000);
    expect(saga.next().value).toEqual(delay(3000));
    expect(saga.next().value).toEqual(put(profileBannerCleared()));
  });
});

describe('loadCategoriesSaga', () => {
  it('loads the categories or reports the failure', () => {
    const items = [{ id: 'dj', name: 'DJ' }];
    const saga = loadCategoriesSaga();
    expect(saga.next().value).toEqual(call(categoriesService.list));
    expect(saga.next(items).value).toEqual(put(categoriesLoaded(items)));
    const failing = loadCategoriesSaga();
    failing.next();
    expect(failing.throw(new Error('unavailable')).value).toEqual(put(categoriesLoadFailed()));
  });
});

describe('passwordChangeSaga', () => {
  it('sends the reset e-mail to the signed-in address', () => {
    const saga = passwordChangeSaga(requestPasswordChange({ email: ' ann@example.com ' }));
    expect(saga.next().value).toEqual(call(authService.sendPasswordReset, 'ann@example.com'));
    expect(saga.next().value).toEqual(put(passwordChangeEmailSent()));
    const failing = passwordChangeSaga(requestPasswordChange({ email: 'ann@example.com' }));
    failing.next();
    expect(failing.throw(new Error('auth/network-request-failed')).value).toEqual(put(passwordChangeFailed()));
  });
});
