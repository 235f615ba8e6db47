import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInState } from '@/app/__tests__/sessionState';
import { createStore } from '@/app/store';
import type { Role } from '@/domain/entities';
import { allFeatureModules } from './featureModules';

/** Where a page sent the person, e.g. the list after saving or deleting. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

interface RouteOptions {
  /** The route's pattern, e.g. '/edit-venue/:id'. */
  path: string;
  /** The address opened, e.g. '/edit-venue/v1' (a query string is kept). */
  url: string;
  /** Navigation state, as a link from a list hands over; none when the page is opened from its URL. */
  state?: unknown;
  role?: Role;
  /** The signed-in account's id. */
  uid?: string;
}

/**
 * Renders a page under its route, so it reads :id as in the app, with a real store and sagas (the tests replace
 * the services). renderWithProviders takes a plain address, without navigation state or a route pattern.
 */
export function renderRoute(
  page: ReactElement,
  { path, url, state, role = 'venueOwner', uid = 'owner-1' }: RouteOptions,
) {
  const store = createStore(signedInState(role, { id: uid }), allFeatureModules);
  const [pathname, query] = url.split('?');
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** jsdom lacks matchMedia, which sweetalert2 asks when it draws a dialog's icon; undo with vi.unstubAllGlobals(). */
export function allowDialogs() {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/**
 * Closes any dialog and lets sweetalert2's own short timers run while jsdom is still there; one left pending
 * when the test file ends would fire into a torn-down window.
 */
export async function closeDialogs() {
  const Swal = (await import('sweetalert2')).default;
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
