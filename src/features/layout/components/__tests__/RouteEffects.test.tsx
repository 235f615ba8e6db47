import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { changeLayoutSetting } from '@/features/layout/slice';
import { LAYOUT_STORAGE_KEY } from '@/features/layout/slice/storage';
import { DEFAULT_LAYOUT_SETTINGS, PRELOADER_DURATION_MS } from '@/features/layout/slice/types';
import { RouteEffects } from '../RouteEffects';

afterEach(() => {
  vi.useRealTimers();
});

describe('RouteEffects', () => {
  it('titles the document after the path', () => {
    renderWithProviders(<RouteEffects />, { route: '/events-list' });
    expect(document.title).toBe('Events List | GigVenue');
  });

  it('shows no preloader by default', () => {
    renderWithProviders(<RouteEffects />, { route: '/dashboard' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a full-screen preloader for 2.5 s when the preloader is on', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_LAYOUT_SETTINGS, showPreloader: true }),
    );
    const { store } = renderWithProviders(<RouteEffects />, { route: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => vi.advanceTimersByTimeAsync(PRELOADER_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(changeLayoutSetting({ key: 'showPreloader', value: false }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
