import { all, call } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { storageService } from '@/services/storage.service';

/**
 * The URLs `before` has and `after` no longer has, each once, in their first order; empty values (an account
 * without an avatar) are not URLs. A URL kept anywhere in `after` stays, however often it appeared before.
 */
export function droppedUrls(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return [...new Set(before)].filter((url) => url !== '' && !kept.has(url));
}

/** Deletes one stored image; a failure only leaves that file behind, so it is swallowed. */
export function* removeImageQuietly(url: string): SagaGenerator<void> {
  try {
    yield* call(storageService.remove, url);
  } catch {
    // The document no longer references the file; an orphan costs storage, never data.
  }
}

/**
 * Deletes the stored images a saved document no longer references (call it only once the write succeeded, so a
 * picture still in use is never lost). storageService.remove leaves static app paths and foreign URLs alone, and
 * each file's failure is swallowed on its own: the save has already succeeded and the data is consistent.
 */
export function* removeImages(urls: readonly string[]): SagaGenerator<void> {
  if (urls.length === 0) return;
  yield* all(urls.map((url) => call(removeImageQuietly, url)));
}
