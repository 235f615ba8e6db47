import type { RootState } from '@/app/store';

export const selectLayoutSettings = (state: RootState) => state.layout.settings;
export const selectLanguage = (state: RootState) => state.layout.language;
export const selectSidebarCollapsed = (state: RootState) => state.layout.sidebarCollapsed;
export const selectMobileSidebarOpen = (state: RootState) => state.layout.mobileSidebarOpen;
export const selectSettingsPanelOpen = (state: RootState) => state.layout.settingsPanelOpen;
export const selectPreloaderVisible = (state: RootState) => state.layout.preloaderVisible;
