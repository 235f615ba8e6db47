import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NavigationProgress } from '../NavigationProgress';

/** A screen whose file arrives only when the test says so, as a lazy page on a slow connection. */
function slowScreen() {
  let arrive: () => void = () => undefined;
  const Screen = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Orders</h1> });
      }),
  );
  return { Screen, arrive: () => arrive() };
}

function renderApp() {
  const orders = slowScreen();
  render(
    <BrowserRouter>
      <NavigationProgress />
      <Suspense fallback={<p>First load</p>}>
        <Routes>
          <Route path="/" element={<h1>Dashboard</h1>} />
          <Route path="/orders" element={<orders.Screen />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  return orders;
}

/** What a link does in the browser: the address moves, then the browser reports it. */
function moveTo(path: string, report: () => void) {
  act(() => {
    window.history.pushState(null, '', path);
    report();
  });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('NavigationProgress', () => {
  it('shows nothing while the screen shown is the one in the address', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a bar, over the screen left, while the next screen loads after going back or forward', async () => {
    const orders = renderApp();
    moveTo('/orders', () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await act(async () => orders.arrive());
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("sees a link's navigation through the Navigation API where the browser has it", () => {
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    renderApp();
    moveTo('/orders', () => navigation.dispatchEvent(new Event('currententrychange')));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
  });
});
