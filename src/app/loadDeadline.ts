/**
 * How long a screen's files may take before the screen says they could not be loaded. A module fetch can stall
 * without ever failing (seen in Chromium when a service worker's answer was aborted mid-load): the import then neither
 * resolves nor rejects, and the page would show its spinner for good. Long enough for a large chunk on a slow phone
 * connection; past it, only a reload brings the screen back, which the error notice offers.
 */
export const LOAD_DEADLINE_MS = 30_000;

/** Named as the error boundary knows a chunk that failed to load, so it offers a reload. */
export class ChunkLoadTimeout extends Error {
  constructor(ms: number) {
    super(`Loading chunk failed: no answer in ${Math.round(ms / 1000)} s`);
    this.name = 'ChunkLoadError';
  }
}

/** `load`, rejected with a ChunkLoadTimeout if it has not settled within `ms`. */
export function withinDeadline<T>(load: () => Promise<T>, ms = LOAD_DEADLINE_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeout(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
