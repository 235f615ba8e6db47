import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInState } from '@/app/__tests__/sessionState';
import { createStore } from '@/app/store';
import type { Role } from '@/domain/entities';
import { allFeatureModules } from '@/testing/featureModules';

/** Where a page sent the person, e.g. the list after a deletion. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

interface PageOptions {
  /** The route's pattern, e.g. '/organizer-event-details/:id'. */
  path: string;
  /** The address opened. */
  url: string;
  role?: Role;
  uid?: string;
}

/** Renders a page under its route with a real store and sagas (the tests replace the services). */
export function renderPage(
  page: ReactElement,
  { path, url, role = 'eventOrganizer', uid = 'organizer-1' }: PageOptions,
) {
  const store = createStore(signedInState(role, { id: uid }), allFeatureModules);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
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

/** Closes any dialog and lets sweetalert2's short timers run while jsdom is still there. */
export async function closeDialogs() {
  const Swal = (await import('sweetalert2')).default;
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
