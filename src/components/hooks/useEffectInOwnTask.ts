import { useEffect, type DependencyList, type EffectCallback } from 'react';
import { yieldToMain } from '@/lib/scheduling/yieldToMain';

/**
 * useEffect whose body runs in a task after the commit's instead of at its end. An effect that starts work (a saga
 * through a dispatch, a listener) then does not lengthen the commit's task, where it would block input (Lighthouse's
 * Total Blocking Time); the store updates it causes render in that later task too. Unmounted before then, it never
 * runs, and neither does its cleanup.
 */
export function useEffectInOwnTask(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let cancelled = false;
    let cleanup: ReturnType<EffectCallback>;
    void yieldToMain().then(() => {
      if (!cancelled) cleanup = effect();
    });
    return () => {
      cancelled = true;
      if (typeof cleanup === 'function') cleanup();
    };
    // The caller's dependencies, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
