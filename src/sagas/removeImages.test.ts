import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { storageService } from '@/services/storage.service';
import { droppedUrls, removeImages } from './removeImages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('droppedUrls', () => {
  it('lists what was referenced before and is not any more, in order', () => {
    expect(
      droppedUrls(
        ['https://f/a.png', 'https://f/b.png', 'https://f/c.png'],
        ['https://f/b.png', 'https://f/new.png'],
      ),
    ).toEqual(['https://f/a.png', 'https://f/c.png']);
  });

  it('keeps a URL still referenced anywhere and lists a dropped duplicate once', () => {
    expect(
      droppedUrls(['https://f/a.png', 'https://f/a.png', 'https://f/b.png'], ['https://f/b.png']),
    ).toEqual(['https://f/a.png']);
    expect(
      droppedUrls(['https://f/a.png', 'https://f/b.png'], ['https://f/b.png', 'https://f/a.png']),
    ).toEqual([]);
  });

  it('never lists an empty value or anything from an empty before', () => {
    expect(droppedUrls(['', 'https://f/a.png'], [])).toEqual(['https://f/a.png']);
    expect(droppedUrls([], ['https://f/a.png'])).toEqual([]);
  });
});

describe('removeImages', () => {
  const run = (urls: string[]) =>
    runSaga({ dispatch: () => undefined, onError: () => undefined }, removeImages, urls).toPromise();

  it('removes each URL through the storage service', async () => {
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    await run(['https://f/a.png', '/demo/avatar-marco.png']);
    expect(remove.mock.calls).toEqual([['https://f/a.png'], ['/demo/avatar-marco.png']]);
  });

  it('swallows a failed removal and still tries the others', async () => {
    const remove = vi.spyOn(storageService, 'remove').mockImplementation(async (url) => {
      if (url === 'https://f/a.png') throw new Error('storage/unauthorized');
    });
    await expect(run(['https://f/a.png', 'https://f/b.png'])).resolves.toBeUndefined();
    expect(remove.mock.calls).toEqual([['https://f/a.png'], ['https://f/b.png']]);
  });

  it('calls nothing for no URLs', async () => {
    const remove = vi.spyOn(storageService, 'remove');
    await run([]);
    expect(remove).not.toHaveBeenCalled();
  });
});
