import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RequireAuth } from '../RequireAuth';
import { signedInState, signedOutState } from './sessionState';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>{`login, back to ${from?.pathname}${from?.search}`}</p>;
}

const routes = (
  <Routes>
    <Route path="/login" element={<LoginProbe />} />
    <Route element={<RequireAuth />}>
      <Route path="/orders" element={<p>orders page</p>} />
    </Route>
  </Routes>
);

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, carrying where they were going', () => {
    renderWithProviders(routes, { route: '/orders?page=2', preloadedState: signedOutState() });
    expect(screen.getByText('login, back to /orders?page=2')).toBeInTheDocument();
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user', () => {
    renderWithProviders(routes, { route: '/orders', preloadedState: signedInState('venueOwner') });
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });
});
