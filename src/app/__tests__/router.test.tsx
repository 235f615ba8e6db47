import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AppRouter } from '../router';
import { signedInState, signedOutState } from './sessionState';

// The payment details page reads its event and ledger entries; answered here, so the test reads the route and frame.
const services = vi.hoisted(() => ({
  events: {
    get: vi.fn(async (id: string) => ({
      id,
      title: 'Salsa',
      date: 0,
      status: 'active',
      isPaymentCleared: false,
    })),
  },
  ledger: { listForEvent: vi.fn(async () => []) },
}));
vi.mock('@/services/events.service', () => ({ eventsService: services.events }));
vi.mock('@/services/ledger.service', () => ({ ledgerService: services.ledger }));

describe('AppRouter', () => {
  it('sends / to the dashboard', async () => {
    renderWithProviders(<AppRouter />, { route: '/', preloadedState: signedInState('eventManager') });
    await waitFor(() => expect(document.title).toBe('Dashboard | GigVenue'));
  });

  it('renders routes with ids inside the dashboard frame', async () => {
    // Awaited in act: the page suspends while its module loads, and React resumes it inside act's queue.
    await act(async () => {
      renderWithProviders(<AppRouter />, {
        route: '/payments/e1/details',
        preloadedState: signedInState('venueOwner'),
      });
    });
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(services.events.get).toHaveBeenCalledWith('e1');
    expect(await screen.findByRole('link', { name: 'My Venues' })).toBeInTheDocument();
  });

  it("keeps another role's screen closed, with a way back", async () => {
    renderWithProviders(<AppRouter />, {
      route: '/add-venue',
      preloadedState: signedInState('eventManager'),
    });
    expect(
      await screen.findByRole('heading', { name: 'This page is not available for your account type.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Venue Details' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor from a protected route to /login', async () => {
    renderWithProviders(<AppRouter />, { route: '/payments', preloadedState: signedOutState() });
    await waitFor(() => expect(document.title).toBe('Login | GigVenue'));
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('matches /Signup regardless of case', async () => {
    renderWithProviders(<AppRouter />, { route: '/Signup', preloadedState: signedOutState() });
    await waitFor(() => expect(document.title).toBe('Signup | GigVenue'));
    // The role chooser's wording belongs to the auth screens; its links show the signup page rendered.
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
        '/register-venue-owner',
      ),
    );
    expect(screen.queryByText('Sorry, page not found')).not.toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    renderWithProviders(<AppRouter />, {
      route: '/no-such-page',
      preloadedState: signedInState('eventOrganizer'),
    });
    expect(await screen.findByRole('heading', { name: 'Sorry, page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
