import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  categoriesLoaded,
  categoriesLoadFailed,
  initialProfileState,
  loadCategories,
  passwordChangeEmailSent,
  passwordChangeFailed,
  passwordChangeReset,
  profileBannerCleared,
  profileReducer,
  profileUpdated,
  profileUpdateFailed,
  requestPasswordChange,
  updateProfile,
  uploadProgressed,
} from '../index';
import type { ProfileState } from '../types';

const reduce = (state: ProfileState, ...actions: Parameters<typeof profileReducer>[1][]) =>
  actions.reduce(profileReducer, state);

const request = updateProfile({
  uid: 'u1',
  changes: { name: 'Ann' },
  files: { avatar: [], previousWork: null },
});

describe('profile reducer', () => {
  it('starts idle', () => {
    expect(profileReducer(undefined, { type: '@@init' })).toEqual(initialProfileState);
  });

  it('tracks a save with its upload progress, then shows the result until cleared', () => {
    const saving = reduce(initialProfileState, request, uploadProgressed({ key: 'k', percent: 40 }));
    expect(saving).toMatchObject({ update: 'pending', uploads: { k: 40 } });
    const saved = reduce(saving, profileUpdated());
    expect(saved).toMatchObject({ update: 'succeeded', uploads: {} });
    expect(reduce(saved, profileBannerCleared()).update).toBe('idle');
    const failed = reduce(saving, profileUpdateFailed(failedWith('permission-denied')));
    expect(failed).toMatchObject({
      update: 'failed',
      updateError: failedWith('permission-denied'),
      uploads: {},
    });
    expect(reduce(failed, profileBannerCleared())).toMatchObject({ update: 'idle', updateError: null });
    expect(reduce(failed, request).updateError).toBeNull();
  });

  it('keeps a running save busy when an old banner timer fires', () => {
    expect(reduce(initialProfileState, request, profileBannerCleared()).update).toBe('pending');
  });

  it('loads categories', () => {
    const items = [{ id: 'dj', name: 'DJ' }];
    expect(reduce(initialProfileState, loadCategories()).categories.status).toBe('pending');
    expect(reduce(initialProfileState, loadCategories(), categoriesLoaded(items)).categories).toEqual({
      status: 'succeeded',
      items,
      error: null,
    });
    const failed = reduce(
      initialProfileState,
      loadCategories(),
      categoriesLoadFailed(failedWith('unavailable')),
    );
    expect(failed.categories).toMatchObject({ status: 'failed', error: failedWith('unavailable') });
    expect(reduce(failed, loadCategories()).categories).toMatchObject({ status: 'pending', error: null });
  });

  it('tracks the password e-mail and forgets its result on leaving', () => {
    const asked = reduce(initialProfileState, requestPasswordChange({ email: 'ann@example.com' }));
    expect(asked.passwordChange).toBe('pending');
    expect(reduce(asked, passwordChangeReset()).passwordChange).toBe('pending');
    expect(reduce(asked, passwordChangeEmailSent()).passwordChange).toBe('succeeded');
    expect(reduce(asked, passwordChangeFailed(failedWith('offline')))).toMatchObject({
      passwordChange: 'failed',
      passwordChangeError: failedWith('offline'),
    });
    expect(reduce(asked, passwordChangeFailed(failedWith('offline')), passwordChangeReset())).toMatchObject({
      passwordChange: 'idle',
      passwordChangeError: null,
    });
  });
});
