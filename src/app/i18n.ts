import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from '@/config/languages';

// English ships in the main bundle; other languages load on demand when chosen.
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

const namespaceOf = (file: string) => file.split('/').pop()!.replace('.json', '');
const languageOf = (file: string) => file.split('/').slice(-2)[0];

function englishResources(): Resource {
  const en: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(english)) en[namespaceOf(file)] = content;
  return { en };
}

export const NAMESPACES = Object.keys(english).map(namespaceOf);

export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const files = Object.entries(others).filter(([file]) => languageOf(file) === language);
  await Promise.all(
    files.map(async ([file, load]) => i18n.addResourceBundle(language, namespaceOf(file), await load(), true, true)),
  );
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function initI18n(language: LanguageCode = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: englishResources(),
      lng: 'en',
      fallbackLng: 'en',
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (language !== 'en' && LANGUAGES.some((l) => l.code === language)) void changeLanguage(language);
  return i18n;
}

export default i18n;
