import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { userOf } from '@/features/auth/slice/__tests__/fixtures';
import { storeUser } from '@/features/auth/slice/storedUser';
import LogoutPage from '../LogoutPage';
import SignupPage from '../SignupPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService } = vi.hoisted(() => ({
  authService: { signOut: vi.fn(async () => {}) },
}));
vi.mock('@/services/auth.service', () => ({ authService }));

describe('SignupPage', () => {
  it('offers the three roles with their registration forms', () => {
    renderWithProviders(<SignupPage />);
    expect(screen.getByRole('link', { name: 'Venue Owner' })).toHaveAttribute(
      'href',
      '/register-venue-owner',
    );
    expect(screen.getByRole('link', { name: 'Event Manager' })).toHaveAttribute(
      'href',
      '/register-event-manager',
    );
    expect(screen.getByRole('link', { name: 'Event Organizer' })).toHaveAttribute(
      'href',
      '/register-event-organizer',
    );
    expect(screen.getByRole('link', { name: 'Register with a username' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('LogoutPage', () => {
  it('signs out, forgets the stored user and goes to login', async () => {
    storeUser(userOf(), true);
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>,
      { route: '/logout' },
    );
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(authService.signOut).toHaveBeenCalled();
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });
});
