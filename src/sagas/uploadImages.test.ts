import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { storageService } from '@/services/storage.service';
import { uploadImages, uploadOne } from './uploadImages';

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
  async function uploadOneOf(file: (typeof files)[number]) {
    const dispatched: Action[] = [];
    const options = { dispatch: (action: Action) => dispatched.push(action), onError: () => undefined };
    const url: unknown = await runSaga(options, uploadOne, 'profileImage/u1', file, progressed).toPromise();
    return { url, dispatched };
  }

  it('puts progress as the upload reports it and returns the URL', async () => {
    vi.spyOn(storageService, 'upload').mockImplementation(async (_prefix, _file, onProgress) => {
      onProgress?.(55);
      return 'https://files.test/a.png';
    });
    expect(await uploadOneOf(files[0])).toEqual({
      url: 'https://files.test/a.png',
      dispatched: [progressed('a', 55)],
    });
  });

  it('throws the failure', async () => {
    vi.spyOn(storageService, 'upload').mockRejectedValue(new Error('quota'));
    await expect(uploadOneOf(files[0])).rejects.toThrow('quota');
  });
});
