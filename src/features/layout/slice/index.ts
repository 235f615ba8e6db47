import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '@/config/languages';
import { loadRememberedLanguage, loadRememberedSettings } from './storage';
import type { LayoutSettingChange, LayoutState, Viewport } from './types';

// Lazy so the remembered preferences are read when a store is created, not when this module loads.
export function initialLayoutState(): LayoutState {
  return {
    settings: loadRememberedSettings(),
    language: loadRememberedLanguage(),
    sidebarCollapsed: false,
    mobileSidebarOpen: false,
    settingsPanelOpen: false,
    preloaderVisible: false,
  };
}

const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    changeLayoutSetting(state, action: PayloadAction<LayoutSettingChange>) {
      const { key, value } = action.payload;
      (state.settings as Record<string, unknown>)[key] = value;
      if (key === 'showPreloader' && !value) state.preloaderVisible = false;
    },
    switchLanguage(_state, _action: PayloadAction<LanguageCode>) {},
    languageChanged(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
    languageChangeFailed(_state, _action: PayloadAction<LanguageCode>) {},
    toggleSidebar(state, action: PayloadAction<Viewport>) {
      if (action.payload === 'phone') state.mobileSidebarOpen = !state.mobileSidebarOpen;
      else state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    closeMobileSidebar(state) {
      state.mobileSidebarOpen = false;
    },
    toggleSettingsPanel(state) {
      state.settingsPanelOpen = !state.settingsPanelOpen;
    },
    pageNavigated(state, _action: PayloadAction<string>) {
      state.mobileSidebarOpen = false;
    },
    preloaderShown(state) {
      state.preloaderVisible = true;
    },
    preloaderHidden(state) {
      state.preloaderVisible = false;
    },
  },
});

export const {
  changeLayoutSetting,
  switchLanguage,
  languageChanged,
  languageChangeFailed,
  toggleSidebar,
  closeMobileSidebar,
  toggleSettingsPanel,
  pageNavigated,
  preloaderShown,
  preloaderHidden,
} = layoutSlice.actions;

export const layoutReducer = layoutSlice.reducer;
export type { LayoutState, LayoutSettings } from './types';
