import { useEffect, useState } from 'react';
import { Spinner } from './Spinner';

/**
 * How long a screen's files may take before it says they could not be loaded. A module fetch can stall without
 * ever failing (seen in Chromium when a service worker's answer was aborted mid-load): the import then neither
 * resolves nor rejects, and the screen would show its spinner for good. Long enough for a large chunk on a slow
 * phone connection; past it only a reload brings the screen back, since the browser keeps the stalled fetch.
 */
export const LOAD_DEADLINE_MS = 30_000;

/** Named as the error boundary knows a file that failed to load, so it offers a reload. */
export class ScreenLoadTimeout extends Error {
  name = 'ChunkLoadError';
}

/**
 * A Suspense fallback: the spinner, which throws a ScreenLoadTimeout to the error boundary above its Suspense once
 * it has been shown for LOAD_DEADLINE_MS. Every wait ends either in the screen or in a notice with a way out.
 */
export function ScreenLoading() {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStalled(true), LOAD_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (stalled) throw new ScreenLoadTimeout('The screen had no answer in time');
  return <Spinner />;
}
