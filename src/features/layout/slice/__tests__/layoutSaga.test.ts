// @vitest-environment jsdom -- the layout is kept in localStorage and set on the document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import i18n, { changeLanguage } from '@/app/i18n';
import { createStore } from '@/app/store';
import { changeLayoutSetting, pageNavigated, switchLanguage } from '..';
import { LANGUAGE_STORAGE_KEY, LAYOUT_STORAGE_KEY } from '../storage';
import { PRELOADER_DURATION_MS } from '../types';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe('layout saga', () => {
  it('remembers every settings change in localStorage', () => {
    const store = createStore();
    store.dispatch(changeLayoutSetting({ key: 'layoutWidth', value: 'boxed' }));
    store.dispatch(changeLayoutSetting({ key: 'leftSidebarTheme', value: 'light' }));
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')).toEqual({
      layoutType: 'vertical',
      layoutWidth: 'boxed',
      leftSidebarTheme: 'light',
      topbarTheme: 'light',
      showPreloader: false,
    });
    expect(createStore().getState().layout.settings.layoutWidth).toBe('boxed');
  });

  it('switches the interface language, then remembers it', async () => {
    const store = createStore();
    store.dispatch(switchLanguage('de'));
    await waitFor(() => expect(store.getState().layout.language).toBe('de'));
    expect(i18n.language).toBe('de');
    expect(i18n.t('menu.orders', { ns: 'layout' })).toBe('Bestellungen');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the preloader for 2.5 s after a navigation when it is on', async () => {
    vi.useFakeTimers();
    const store = createStore();
    store.dispatch(changeLayoutSetting({ key: 'showPreloader', value: true }));
    store.dispatch(pageNavigated('/orders'));
    expect(store.getState().layout.preloaderVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(PRELOADER_DURATION_MS - 1);
    expect(store.getState().layout.preloaderVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().layout.preloaderVisible).toBe(false);
  });

  it('does not show the preloader when it is off', () => {
    const store = createStore();
    store.dispatch(pageNavigated('/orders'));
    expect(store.getState().layout.preloaderVisible).toBe(false);
  });
});
