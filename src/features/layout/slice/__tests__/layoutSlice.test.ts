// @vitest-environment jsdom -- the layout is read from localStorage.
import { describe, expect, it } from 'vitest';
import {
  changeLayoutSetting,
  initialLayoutState,
  languageChanged,
  layoutReducer,
  pageNavigated,
  preloaderHidden,
  preloaderShown,
  toggleSettingsPanel,
  toggleSidebar,
} from '..';
import { LANGUAGE_STORAGE_KEY, LAYOUT_STORAGE_KEY } from '../storage';
import { DEFAULT_LAYOUT_SETTINGS } from '../types';

describe('layout slice', () => {
  it('starts with the spec defaults and English when nothing is remembered', () => {
    const state = initialLayoutState();
    expect(state.settings).toEqual({
      layoutType: 'vertical',
      layoutWidth: 'fluid',
      leftSidebarTheme: 'dark',
      topbarTheme: 'light',
      showPreloader: false,
    });
    expect(state.language).toBe('en');
  });

  it('restores remembered settings and language, ignoring values it does not know', () => {
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({
        layoutType: 'horizontal',
        layoutWidth: 'huge',
        leftSidebarTheme: 'colored',
        showPreloader: true,
      }),
    );
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    const state = initialLayoutState();
    expect(state.settings).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      layoutType: 'horizontal',
      leftSidebarTheme: 'colored',
      showPreloader: true,
    });
    expect(state.language).toBe('it');
  });

  it('falls back to defaults when the stored value is not JSON or not a language', () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, '{oops');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    const state = initialLayoutState();
    expect(state.settings).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(state.language).toBe('en');
  });

  it('applies a setting change', () => {
    const state = layoutReducer(
      initialLayoutState(),
      changeLayoutSetting({ key: 'topbarTheme', value: 'dark' }),
    );
    expect(state.settings.topbarTheme).toBe('dark');
  });

  it('hides a running preloader when the preloader is switched off', () => {
    let state = layoutReducer(
      initialLayoutState(),
      changeLayoutSetting({ key: 'showPreloader', value: true }),
    );
    state = layoutReducer(state, preloaderShown());
    state = layoutReducer(state, changeLayoutSetting({ key: 'showPreloader', value: false }));
    expect(state.preloaderVisible).toBe(false);
    expect(layoutReducer(layoutReducer(state, preloaderShown()), preloaderHidden()).preloaderVisible).toBe(
      false,
    );
  });

  it('collapses the sidebar on desktop and opens it as a panel on phones', () => {
    const desktop = layoutReducer(initialLayoutState(), toggleSidebar('desktop'));
    expect(desktop).toMatchObject({ sidebarCollapsed: true, mobileSidebarOpen: false });
    const phone = layoutReducer(initialLayoutState(), toggleSidebar('phone'));
    expect(phone).toMatchObject({ sidebarCollapsed: false, mobileSidebarOpen: true });
    expect(layoutReducer(phone, pageNavigated('/orders')).mobileSidebarOpen).toBe(false);
  });

  it('opens and closes the settings panel and records the language', () => {
    const open = layoutReducer(initialLayoutState(), toggleSettingsPanel());
    expect(open.settingsPanelOpen).toBe(true);
    expect(layoutReducer(open, toggleSettingsPanel()).settingsPanelOpen).toBe(false);
    expect(layoutReducer(open, languageChanged('ru')).language).toBe('ru');
  });
});
