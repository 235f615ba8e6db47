import { describe, expect, it } from 'vitest';
import { accountFoldersOf, objectsOverQuota, quotaOf, uploaderOf, uploadFolderOf } from './uploadQuota';

describe('uploadFolderOf', () => {
  it('names the account folder of an upload, nested files included', () => {
    expect(uploadFolderOf('venues/u1/abc.png')).toBe('venues/u1/');
    expect(uploadFolderOf('events/u1/gallery/2030/a.png')).toBe('events/u1/');
  });

  it('ignores objects outside the upload folders or without a name below the uid', () => {
    expect(uploadFolderOf('private/u1/a.png')).toBeNull();
    expect(uploadFolderOf('profileImage/u1')).toBeNull();
    expect(uploadFolderOf(undefined)).toBeNull();
  });
});

describe('accountFoldersOf', () => {
  it("names all three upload folders of the uploader's account, which share one quota", () => {
    expect(accountFoldersOf('venues/u1/abc.png')).toEqual(['profileImage/u1/', 'venues/u1/', 'events/u1/']);
    expect(accountFoldersOf('private/u1/a.png')).toEqual([]);
  });
});

describe('objectsOverQuota', () => {
  const object = (name: string, created: number, size = 100) => ({ name, created, size });

  it('keeps a folder within the quota as it is', () => {
    expect(objectsOverQuota([object('a', 1), object('b', 2)], { maxFiles: 2, maxBytes: 200 })).toEqual([]);
  });

  it('removes the newest files beyond the count, whatever order they are listed in', () => {
    const listed = [object('c', 3), object('a', 1), object('d', 4), object('b', 2)];
    expect(objectsOverQuota(listed, { maxFiles: 2, maxBytes: 10_000 })).toEqual(['c', 'd']);
  });

  it('removes an upload that would take the folder past its total size', () => {
    const listed = [object('a', 1, 150), object('big', 2, 100), object('small', 3, 50)];
    expect(objectsOverQuota(listed, { maxFiles: 10, maxBytes: 200 })).toEqual(['big']);
  });
});

describe('uploaderOf', () => {
  it('names the account whose folders an upload is in', () => {
    expect(uploaderOf('events/u1/gallery/a.png')).toBe('u1');
    expect(uploaderOf('private/u1/a.png')).toBeNull();
  });
});

describe('quotaOf', () => {
  const settings = {
    uploadQuotaFiles: 300,
    uploadQuotaMegabytes: 300,
    pendingUploadQuotaFiles: 6,
    pendingUploadQuotaMegabytes: 10,
  };

  it('gives an active account the full quota and every other the small pending one', () => {
    expect(quotaOf('active', settings)).toEqual({ maxFiles: 300, maxBytes: 300 * 1024 * 1024 });
    for (const status of ['pending', 'suspended', undefined]) {
      expect(quotaOf(status, settings)).toEqual({ maxFiles: 6, maxBytes: 10 * 1024 * 1024 });
    }
  });
});
