import type { LanguageCode } from '@/config/languages';

export type LayoutType = 'vertical' | 'horizontal';
export type LayoutWidth = 'fluid' | 'boxed';
export type SidebarTheme = 'dark' | 'light' | 'colored';
export type TopbarTheme = 'light' | 'dark';

/** What the settings panel controls; remembered between visits. */
export interface LayoutSettings {
  layoutType: LayoutType;
  layoutWidth: LayoutWidth;
  leftSidebarTheme: SidebarTheme;
  topbarTheme: TopbarTheme;
  showPreloader: boolean;
}

export type LayoutSettingChange = {
  [K in keyof LayoutSettings]: { key: K; value: LayoutSettings[K] };
}[keyof LayoutSettings];

export type Viewport = 'phone' | 'desktop';

export interface LayoutState {
  settings: LayoutSettings;
  language: LanguageCode;
  /** Desktop: the sidebar shrinks to icons. */
  sidebarCollapsed: boolean;
  /** Phone: the off-canvas sidebar is shown. */
  mobileSidebarOpen: boolean;
  settingsPanelOpen: boolean;
  preloaderVisible: boolean;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  leftSidebarTheme: 'dark',
  topbarTheme: 'light',
  showPreloader: false,
};

export const PRELOADER_DURATION_MS = 2500;
