import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore, type RootState } from '@/app/store';
import { allFeatureModules } from './featureModules';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  route?: string;
}

/** Renders with a real store (sagas included) and a memory router, as the app would. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', ...options }: Options = {},
) {
  const store = createStore(preloadedState, allFeatureModules);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
