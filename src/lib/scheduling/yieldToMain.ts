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
