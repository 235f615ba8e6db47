import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/app/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';
import VenuesPage from '../pages/VenuesPage';
import { venue } from '../slice/__tests__/fixtures';

// The saga's service is replaced by name, since screens never import services themselves.
const listByOwner = vi.hoisted(() => vi.fn());
vi.mock('@/services/venues.service', () => ({ venuesService: { listByOwner } }));

const signedIn = { auth: { user: { id: 'owner-1' } } } as never;

describe('VenuesPage', () => {
  it("lists the owner's venues with the badge and a 300-character description", async () => {
    listByOwner.mockResolvedValue([
      venue({ description: 'x'.repeat(320) }),
      venue({ id: 'v2', venueName: 'Old Mill', isOnline: false }),
    ]);
    renderWithProviders(<VenuesPage />, { preloadedState: signedIn });
    const hall = await screen.findByRole('article', { name: 'Riverside Hall' });
    expect(within(hall).getByText('Active')).toBeInTheDocument();
    expect(within(hall).getByText(`${'x'.repeat(300)}...`)).toBeInTheDocument();
    expect(within(hall).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/venue-details/v1',
    );
    expect(within(hall).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-venue/v1');
    expect(
      within(screen.getByRole('article', { name: 'Old Mill' })).getByText('Offline'),
    ).toBeInTheDocument();
    expect(listByOwner).toHaveBeenCalledWith('owner-1');
  });

  it('says No Data Available without venues', async () => {
    listByOwner.mockResolvedValue([]);
    renderWithProviders(<VenuesPage />, { preloadedState: signedIn });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('shows a failed read with a retry instead of No Data Available', async () => {
    listByOwner
      .mockRejectedValueOnce(new Error('Missing or insufficient permissions.'))
      .mockResolvedValueOnce([venue()]);
    renderWithProviders(<VenuesPage />, { preloadedState: signedIn });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your venues could not be loaded. Missing or insufficient permissions.');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Riverside Hall' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-words a failed read shown when the language changes', async () => {
    listByOwner.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    renderWithProviders(<VenuesPage />, { preloadedState: signedIn });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your venues could not be loaded. The server cannot be reached. Check your connection and try again.',
    );
    try {
      await act(() => changeLanguage('de'));
      expect(alert).toHaveTextContent(
        'Ihre Veranstaltungsorte konnten nicht geladen werden. Der Server ist nicht erreichbar.',
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
