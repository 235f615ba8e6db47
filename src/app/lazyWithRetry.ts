import { createElement, lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Loads the file ahead of the first render, which then shows the page at once instead of a fallback first. */
  preload: () => Promise<void>;
};

/**
 * React.lazy keeps a rejected load for good, so a page whose file failed once (a dropped connection) would stay
 * broken until a reload. Here a failed load swaps in a fresh lazy component: the render after the error boundary
 * resets, or after navigating back, loads the file again. React.lazy also suspends on its first render even when
 * the file is already here, which shows the Suspense fallback for a frame; once a load has finished, the loaded
 * component renders directly.
 */
export function lazyWithRetry<P extends object>(load: Loader<P>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const attempt = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        current = lazy(attempt);
        throw error;
      },
    );
  let current = lazy(attempt);

  function LazyPage(props: P) {
    return createElement((loaded ?? current) as ComponentType<P>, props);
  }
  LazyPage.preload = () => attempt().then(() => undefined);
  return LazyPage;
}
