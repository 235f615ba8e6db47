import { failedWith } from '@/testing/failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { ManagerProfile } from '@/domain/entities';
import { accountsService } from '@/services/accounts.service';
import { storageService } from '@/services/storage.service';
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
  imagesDroppedBy,
  loadCategoriesSaga,
  passwordChangeSaga,
  PROFILE_BANNER_MS,
  progressed,
  updateProfileSaga,
} from '../saga';
import type { Picture, ProfileUpdateRequest } from '../types';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

const stored = (url: string): Picture => ({ key: url, url });
const chosen = (key: string, name: string): Picture => ({
  key,
  url: `blob:${key}`,
  file: new File(['x'], name, { type: 'image/png' }),
});

const profile = (images: Pick<ManagerProfile, 'img' | 'prevAttachments'>): ManagerProfile => ({
  id: 'm1',
  email: 'marco@example.com',
  name: 'Marco',
  number: '0123',
  role: 'eventManager',
  status: 'active',
  isAppUser: false,
  ...images,
});

const managerRequest = (files: ProfileUpdateRequest['files']): ProfileUpdateRequest => ({
  uid: 'm1',
  changes: { name: 'Marco', number: '0123', bio: 'DJ' },
  files,
});

describe('updateProfileSaga', () => {
  const before = profile({
    img: 'https://files/old-me.png',
    prevAttachments: ['https://files/a.png', 'https://files/b.png', '/demo/work.svg'],
  });
  // The avatar is replaced, a.png is kept, b.png and the demo picture are removed and one new picture is added.
  const request = managerRequest({
    avatar: [chosen('k1', 'me.png')],
    previousWork: [stored('https://files/a.png'), chosen('k2', 'gig.png')],
  });

  function services({
    read,
    write,
    remove,
  }: {
    read?: () => Promise<ManagerProfile | null>;
    write?: () => Promise<void>;
    remove?: (url: string) => Promise<void>;
  }) {
    vi.spyOn(storageService, 'upload').mockImplementation(
      async (_prefix, file) => `https://files/new-${file.name}`,
    );
    return {
      get: vi.spyOn(accountsService, 'get').mockImplementation(read ?? (async () => before)),
      update: vi.spyOn(accountsService, 'update').mockImplementation(write ?? (async () => undefined)),
      remove: vi.spyOn(storageService, 'remove').mockImplementation(remove ?? (async () => undefined)),
    };
  }

  function save(toSave: ProfileUpdateRequest = request): Promise<Action[]> {
    return dispatchedBy(updateProfileSaga, { onError: () => undefined }, updateProfile(toSave));
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uploads new pictures to the profile folder, then writes their URLs with the kept ones', async () => {
    const { update } = services({});
    const upload = vi.mocked(storageService.upload);
    await save();
    expect(upload.mock.calls.map(([prefix, file]) => [prefix, file.name])).toEqual([
      ['profileImage/m1', 'me.png'],
      ['profileImage/m1', 'gig.png'],
    ]);
    expect(update).toHaveBeenCalledWith('m1', {
      name: 'Marco',
      number: '0123',
      bio: 'DJ',
      img: 'https://files/new-me.png',
      prevAttachments: ['https://files/a.png', 'https://files/new-gig.png'],
    });
  });

  it('skips the upload when nothing new was chosen and drops removed pictures', async () => {
    const { update } = services({ read: async () => null });
    const dispatched = await save(
      managerRequest({ avatar: [], previousWork: [stored('https://files/b.png')] }),
    );
    expect(storageService.upload).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith('m1', {
      name: 'Marco',
      number: '0123',
      bio: 'DJ',
      img: '',
      prevAttachments: ['https://files/b.png'],
    });
    expect(dispatched).toContainEqual(profileUpdated());
  });

  it('leaves previous work alone for forms without it', async () => {
    const { update, remove } = services({
      read: async () => profile({ img: 'https://files/me.png', prevAttachments: ['https://files/w.png'] }),
    });
    await save({
      uid: 'o1',
      changes: { name: 'Olivia', number: '1' },
      files: { avatar: [stored('https://files/me.png')], previousWork: null },
    });
    expect(update).toHaveBeenCalledWith('o1', { name: 'Olivia', number: '1', img: 'https://files/me.png' });
    expect(remove).not.toHaveBeenCalled();
  });

  it('reports a failed upload and writes nothing', async () => {
    const { update } = services({});
    vi.mocked(storageService.upload).mockRejectedValue(new Error('storage/unauthorized'));
    const dispatched = await save(managerRequest({ avatar: [chosen('k1', 'me.png')], previousWork: [] }));
    expect(dispatched).toContainEqual(profileUpdateFailed(failedWith('storage/unauthorized')));
    expect(update).not.toHaveBeenCalled();
  });

  it('puts upload progress under the picture key', () => {
    expect(progressed('k1', 55)).toEqual(uploadProgressed({ key: 'k1', percent: 55 }));
  });

  it('deletes exactly the pictures the save dropped, after the write succeeded', async () => {
    const { update, remove } = services({});
    const dispatched = await save();
    expect(update).toHaveBeenCalledWith(
      'm1',
      expect.objectContaining({
        img: 'https://files/new-me.png',
        prevAttachments: ['https://files/a.png', 'https://files/new-gig.png'],
      }),
    );
    // storageService.remove itself leaves the demo data's static path alone.
    expect(remove.mock.calls).toEqual([
      ['https://files/old-me.png'],
      ['https://files/b.png'],
      ['/demo/work.svg'],
    ]);
    expect(Math.min(...remove.mock.invocationCallOrder)).toBeGreaterThan(update.mock.invocationCallOrder[0]);
    expect(dispatched).toContainEqual(profileUpdated());
  });

  it('deletes nothing when the write fails', async () => {
    const { remove } = services({ write: () => Promise.reject(new Error('permission-denied')) });
    const dispatched = await save();
    expect(remove).not.toHaveBeenCalled();
    expect(dispatched).toContainEqual(profileUpdateFailed(failedWith('permission-denied')));
    expect(dispatched).not.toContainEqual(profileUpdated());
  });

  it('still reports success when a delete fails', async () => {
    const { remove } = services({
      remove: async (url) => {
        if (url === 'https://files/old-me.png') throw new Error('storage/unauthorized');
      },
    });
    const dispatched = await save();
    expect(remove).toHaveBeenCalledTimes(3);
    expect(dispatched).toContainEqual(profileUpdated());
    expect(dispatched.map((action) => action.type)).not.toContain(profileUpdateFailed.type);
  });

  it('saves but deletes nothing when the stored profile cannot be read first', async () => {
    const { update, remove } = services({ read: () => Promise.reject(new Error('unavailable')) });
    const dispatched = await save();
    expect(update).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(dispatched).toContainEqual(profileUpdated());
  });
});

describe('imagesDroppedBy', () => {
  const before = profile({
    img: 'https://files/me.png',
    prevAttachments: ['https://files/a.png', 'https://files/b.png'],
  });

  it('drops a removed avatar but never one still shown as previous work', () => {
    expect(imagesDroppedBy(before, { img: '' })).toEqual(['https://files/me.png']);
    expect(imagesDroppedBy(before, { img: '', prevAttachments: ['https://files/me.png'] })).toEqual([
      'https://files/a.png',
      'https://files/b.png',
    ]);
  });

  it('keeps previous work the save does not touch', () => {
    expect(imagesDroppedBy(before, { img: 'https://files/me.png' })).toEqual([]);
    expect(imagesDroppedBy(profile({ img: '' }), { img: '', prevAttachments: [] })).toEqual([]);
  });
});

describe('buildChanges', () => {
  it('never saves a preview URL in place of a missing upload', () => {
    const request = managerRequest({ avatar: [chosen('k1', 'me.png')], previousWork: null });
    expect(() => buildChanges(request, new Map())).toThrow();
  });
});

describe('clearBannerLater', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides the banner after three seconds', async () => {
    vi.useFakeTimers();
    const harness = sagaHarness();
    const out = harness.actions;
    const done = harness.start(clearBannerLater).toPromise();
    expect(PROFILE_BANNER_MS).toBe(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(out).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(out).toEqual([profileBannerCleared()]);
  });
});

describe('loadCategoriesSaga', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the categories', async () => {
    const items = [{ id: 'dj', name: 'DJ' }];
    vi.spyOn(categoriesService, 'list').mockResolvedValue(items);
    expect(await dispatchedBy(loadCategoriesSaga, {})).toEqual([categoriesLoaded(items)]);
  });

  it("reports a failed load with the failure's message", async () => {
    vi.spyOn(categoriesService, 'list').mockRejectedValue(new Error('Missing or insufficient permissions.'));
    expect(await dispatchedBy(loadCategoriesSaga, {})).toEqual([
      categoriesLoadFailed(failedWith('Missing or insufficient permissions.')),
    ]);
  });
});

describe('passwordChangeSaga', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the reset e-mail to the signed-in address', async () => {
    const send = vi.spyOn(authService, 'sendPasswordReset').mockResolvedValue(undefined);
    expect(
      await dispatchedBy(passwordChangeSaga, {}, requestPasswordChange({ email: ' ann@example.com ' })),
    ).toEqual([passwordChangeEmailSent()]);
    expect(send).toHaveBeenCalledWith('ann@example.com');
  });

  it("reports a failed e-mail with the failure's own words", async () => {
    vi.spyOn(authService, 'sendPasswordReset').mockRejectedValue(
      new Error('Firebase: Error (auth/network-request-failed).'),
    );
    expect(
      await dispatchedBy(passwordChangeSaga, {}, requestPasswordChange({ email: 'ann@example.com' })),
    ).toEqual([passwordChangeFailed(failedWith('Firebase: Error (auth/network-request-failed).'))]);
  });
});
