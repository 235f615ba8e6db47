import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import { channel, runSaga, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { storageService } from '@/services/storage.service';
import { uploadChannel, uploadImages, uploadOne, type UploadEvent } from './uploadImages';

const progressed = (key: string, percent: number) => ({ type: 'test/progressed', payload: { key, percent } });
const fileNamed = (name: string) => new File(['x'], name, { type: 'image/png' });
const files = [
  { key: 'a', file: fileNamed('a.png') },
  { key: 'b', file: fileNamed('b.png') },
];

async function run(prefix: string, list: typeof files) {
  const dispatched: Action[] = [];
  // The rejected promise is the assertion; redux-saga's own error log would only add noise.
  const options = { dispatch: (action: Action) => dispatched.push(action), onError: () => undefined };
  const task = runSaga(options, uploadImages, prefix, list, progressed);
  const urls: unknown = await task.toPromise();
  return { urls, dispatched };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploadImages', () => {
  it('uploads every file under the prefix, reports progress and returns the URLs in order', async () => {
    const upload = vi
      .spyOn(storageService, 'upload')
      .mockImplementation(async (_prefix, file, onProgress) => {
        // The first file finishes last, so the order of results must not follow completion.
        await new Promise((resolve) => setTimeout(resolve, file.name === 'a.png' ? 20 : 0));
        onProgress?.(40);
        onProgress?.(100);
        return `https://files.test/${file.name}`;
      });

    const { urls, dispatched } = await run('venues/u1', files);

    expect(urls).toEqual(['https://files.test/a.png', 'https://files.test/b.png']);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls.map(([prefix, file]) => [prefix, file.name])).toEqual([
      ['venues/u1', 'a.png'],
      ['venues/u1', 'b.png'],
    ]);
    expect(dispatched).toEqual([
      progressed('b', 40),
      progressed('b', 100),
      progressed('a', 40),
      progressed('a', 100),
    ]);
  });

  it('throws when an upload fails', async () => {
    vi.spyOn(storageService, 'upload').mockImplementation(async (_prefix, file) => {
      if (file.name === 'b.png') throw new Error('storage/unauthorized');
      return 'https://files.test/a.png';
    });
    await expect(run('events/u1', files)).rejects.toThrow('storage/unauthorized');
  });

  it('returns nothing and uploads nothing for no files', async () => {
    const upload = vi.spyOn(storageService, 'upload');
    const { urls, dispatched } = await run('profileImage/u1', []);
    expect(urls).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
    expect(dispatched).toEqual([]);
  });
});

describe('uploadOne', () => {
  it('puts progress from the channel, returns the URL and closes the channel', () => {
    const fake = channel<UploadEvent>() as EventChannel<UploadEvent>;
    const close = vi.spyOn(fake, 'close');
    const saga = uploadOne('profileImage/u1', files[0], progressed);

    expect(saga.next().value).toEqual(call(uploadChannel, 'profileImage/u1', files[0].file));
    expect(saga.next(fake).value).toEqual(take(fake));
    expect(saga.next({ type: 'progress', percent: 55 }).value).toEqual(put(progressed('a', 55)));
    expect(saga.next().value).toEqual(take(fake));
    expect(saga.next({ type: 'done', url: 'https://files.test/a.png' })).toEqual({
      done: true,
      value: 'https://files.test/a.png',
    });
    expect(close).toHaveBeenCalled();
  });

  it('throws the failure and still closes the channel', () => {
    const fake = channel<UploadEvent>() as EventChannel<UploadEvent>;
    const close = vi.spyOn(fake, 'close');
    const saga = uploadOne('profileImage/u1', files[0], progressed);
    saga.next();
    saga.next(fake);
    expect(() => saga.next({ type: 'failed', error: new Error('quota') })).toThrow('quota');
    expect(close).toHaveBeenCalled();
  });
});
