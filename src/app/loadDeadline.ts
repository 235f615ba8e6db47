/**
 * How long a screen's files may take before the screen says they could not be loaded. A module fetch can stall
 * without ever failing (seen in Chromium when a service worker's answer was aborted mid-load): the import then neither
 * resolves nor rejects, and the page would show its spinner for good. Long enough for a large chunk on a slow phone
 * connection; past it, only a reload brings the screen back, which the error notice offers.
 */
export const LOAD_DEADLINE_MS = 30_000;

/** Named as the error boundary knows a chunk that failed to load, so it offers a reload. */
export class ChunkLoadTimeout extends Error {
  name = 'ChunkLoadError';
}

/**
 * `load`, rejected with a ChunkLoadTimeout if it has not settled within `ms`. The timer is left to run out: once the
 * race is settled its rejection changes nothing, and clearing it would cost bytes that every first visit downloads.
 */
export const withinDeadline =
  <T>(load: () => Promise<T>, ms = LOAD_DEADLINE_MS) =>
  (): Promise<T> =>
    Promise.race([load(), new Promise<never>((_, reject) => setTimeout(reject, ms, new ChunkLoadTimeout()))]);
