import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInState } from '@/app/__tests__/sessionState';
import { createStore } from '@/app/store';
import { allFeatureModules } from '@/testing/featureModules';

/** Where a page sent the person, e.g. the list after saving. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

interface RouteOptions {
  /** The route's pattern, e.g. '/edit-venue/:id'. */
  path: string;
  /** The address opened, e.g. '/edit-venue/v1'. */
  url: string;
  /** Navigation state, as a link from the list hands over; none when the page is opened from its URL. */
  state?: unknown;
  /** The signed-in venue owner's id. */
  uid?: string;
}

/**
 * Renders a page under its route, so it reads :id as in the app, with a real store and sagas (the tests mock
 * services). renderWithProviders takes a plain address, without navigation state or a route pattern.
 */
export function renderRoute(page: ReactElement, { path, url, state, uid = 'owner-1' }: RouteOptions) {
  const store = createStore(signedInState('venueOwner', { id: uid }), allFeatureModules);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: url, state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** jsdom lacks matchMedia, which sweetalert2 asks when it draws a notice's icon; undo with vi.unstubAllGlobals(). */
export function allowNotices() {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/**
 * Closes any notice and lets sweetalert2's own short timers run while jsdom is still there; one left pending
 * when the test file ends would fire into a torn-down window.
 */
export async function closeNotices() {
  const Swal = (await import('sweetalert2')).default;
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
