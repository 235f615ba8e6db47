interface PostTaskScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a new task of the main thread, so what follows runs after the browser has had a chance to paint and
 * handle input, and the task that was running stays short. Chromium's scheduler.yield() keeps the continuation ahead
 * of other queued work; elsewhere a zero-delay timer does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The callback, called in a task of its own (in call order) instead of in the caller's. For a callback that updates
 * the store from inside someone else's long work (a Firestore listener reports at the end of the SDK's processing of
 * the server's answer): the store update renders React synchronously (useSyncExternalStore is never time-sliced), so
 * without this both would make one long task.
 */
export function inOwnTask<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  return (...args) => {
    void yieldToMain().then(() => callback(...args));
  };
}
