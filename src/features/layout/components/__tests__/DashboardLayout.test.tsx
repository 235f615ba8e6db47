import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { changeLanguage } from '@/app/i18n';
import { LOAD_DEADLINE_MS } from '@/components/ui/ScreenLoading';
import { signedInState } from '@/app/__tests__/sessionState';
import type { Role } from '@/domain/entities';
import { LANGUAGE_STORAGE_KEY, LAYOUT_STORAGE_KEY } from '@/features/layout/slice/storage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DashboardLayout from '../DashboardLayout';

// Unmount first: the language switch re-renders every translated component, outside any test step.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

function renderLayout(role: Role = 'eventManager', img = '') {
  return renderWithProviders(
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="/dashboard" element={<p>dashboard content</p>} />
      </Route>
    </Routes>,
    { route: '/dashboard', preloadedState: signedInState(role, { img }) },
  );
}

describe('DashboardLayout', () => {
  it('frames the page with the role menu, the top bar and the footer', () => {
    renderLayout('venueOwner');
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Venues' })).toHaveAttribute('href', '/venues');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} GigVenue`);
    expect(document.body.dataset).toMatchObject({
      layout: 'vertical',
      layoutSize: 'fluid',
      sidebar: 'dark',
      topbar: 'light',
    });
  });

  it('shows the user with initials and offers Profile and Logout', async () => {
    const user = userEvent.setup();
    renderLayout();
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account).toHaveTextContent('ALAda Lovelace');
    await user.click(account);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it("shows the user's picture when there is one", () => {
    renderLayout('eventManager', 'https://example.com/ada.png');
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('puts the notification menu it is given in the top bar', () => {
    renderWithProviders(
      <Routes>
        <Route element={<DashboardLayout notifications={<button type="button">Notifications</button>} />}>
          <Route path="/dashboard" element={<p>dashboard content</p>} />
        </Route>
      </Routes>,
      { route: '/dashboard', preloadedState: signedInState('eventManager') },
    );
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument();
  });

  it('says a screen whose files never arrive could not be loaded, with a reload, and keeps the menu', async () => {
    // Only the deadline's clock: React's scheduler runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const StalledPage = lazy(() => new Promise<never>(() => undefined));
      renderWithProviders(
        <Routes>
          <Route element={<DashboardLayout />}>
            <Route path="/orders" element={<StalledPage />} />
          </Route>
        </Routes>,
        { route: '/orders', preloadedState: signedInState('eventManager') },
      );
      const main = screen.getByRole('main');
      expect(within(main).getByRole('status')).toHaveTextContent('Loading...');
      await act(() => vi.advanceTimersByTimeAsync(LOAD_DEADLINE_MS - 1));
      expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      vi.useRealTimers();
      expect(await within(main).findByRole('alert')).toHaveTextContent(/could not be loaded/i);
      expect(within(main).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(within(main).queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('collapses the sidebar from the hamburger', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(document.body).toHaveClass('sidebar-collapsed');
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(document.body).not.toHaveClass('sidebar-collapsed');
  });

  it('offers a skip link first that takes the keyboard past the top bar and the menu to the page', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('closes the phone menu with Escape and gives the keyboard back to its button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    try {
      const user = userEvent.setup();
      renderLayout();
      const toggle = screen.getByRole('button', { name: 'Toggle menu' });
      await user.click(toggle);
      expect(document.body).toHaveClass('sidebar-enable');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      screen.getByRole('link', { name: 'Orders' }).focus();
      await user.keyboard('{Escape}');
      expect(document.body).not.toHaveClass('sidebar-enable');
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('switches the menu to German from the language switcher and remembers it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Bestellungen' })).toHaveAttribute('href', '/orders');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('applies and remembers settings from the settings panel', async () => {
    const user = userEvent.setup();
    renderLayout('eventManager');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(panel).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Fluid' })).toBeChecked();
    expect(
      within(panel).getByRole('switch', { name: 'Show a preloader when the page changes' }),
    ).not.toBeChecked();

    await user.click(within(panel).getByRole('radio', { name: 'Horizontal' }));
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    await user.click(
      within(within(panel).getByRole('group', { name: 'Topbar theme' })).getByRole('radio', { name: 'Dark' }),
    );

    expect(document.body.dataset).toMatchObject({
      layout: 'horizontal',
      layoutSize: 'boxed',
      topbar: 'dark',
    });
    const topNavigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(topNavigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Events', 'Availability', 'Orders']);
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      layoutType: 'horizontal',
      layoutWidth: 'boxed',
      topbarTheme: 'dark',
    });
  });
});
