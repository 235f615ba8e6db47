import { createElement, lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy keeps a rejected load for good, so a page whose file failed once (a dropped connection) would stay
 * broken until a reload. Here a failed load swaps in a fresh lazy component: the render after the error boundary
 * resets, or after navigating back, loads the file again.
 */
export function lazyWithRetry<P extends object>(load: Loader<P>): ComponentType<P> {
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  let current = lazy(attempt);

  function LazyPage(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return LazyPage;
}
