import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@/config/languages';
import { LANGUAGE_STORAGE_KEY, LAYOUT_STORAGE_KEY } from '@/firstPaint/keys';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from './types';

export { LANGUAGE_STORAGE_KEY, LAYOUT_STORAGE_KEY };

const choices: { [K in keyof LayoutSettings]: readonly LayoutSettings[K][] } = {
  layoutType: ['vertical', 'horizontal'],
  layoutWidth: ['fluid', 'boxed'],
  leftSidebarTheme: ['dark', 'light', 'colored'],
  topbarTheme: ['light', 'dark'],
  showPreloader: [true, false],
};

// Storage can be unavailable (private mode, quota) or hold an older shape; the shell must still start.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembering a preference is harmless; the current session keeps it.
  }
}

function pick<K extends keyof LayoutSettings>(stored: Record<string, unknown>, key: K): LayoutSettings[K] {
  const value = stored[key];
  return (choices[key] as readonly unknown[]).includes(value)
    ? (value as LayoutSettings[K])
    : DEFAULT_LAYOUT_SETTINGS[key];
}

export function loadRememberedSettings(): LayoutSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(read(LAYOUT_STORAGE_KEY) ?? '{}');
  } catch {
    stored = {};
  }
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    layoutType: pick(record, 'layoutType'),
    layoutWidth: pick(record, 'layoutWidth'),
    leftSidebarTheme: pick(record, 'leftSidebarTheme'),
    topbarTheme: pick(record, 'topbarTheme'),
    showPreloader: pick(record, 'showPreloader'),
  };
}

export function rememberSettings(settings: LayoutSettings): void {
  write(LAYOUT_STORAGE_KEY, JSON.stringify(settings));
}

export function loadRememberedLanguage(): LanguageCode {
  const stored = read(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: LanguageCode): void {
  write(LANGUAGE_STORAGE_KEY, language);
}
