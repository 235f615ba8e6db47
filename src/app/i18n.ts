import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@/config/languages';

// Only the shell's and the sign-in pages' English texts ship in the first download; every other namespace and
// language loads when a screen first asks for it (useTranslation suspends until then).
const SHELL_NAMESPACES = ['common', 'layout', 'auth'];

const bundled = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/common.json', '../locales/en/layout.json', '../locales/en/auth.json'],
  { eager: true, import: 'default' },
);

const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;
const namespaceOf = (file: string) => file.split('/').pop()!.replace('.json', '');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import('./localeLoaders')
      .then(({ loaders }) => {
        const load = loaders[fileOf(language, namespace)];
        return load ? load() : {};
      })
      .then(
        (resources) => callback(null, resources),
        (error: Error) => callback(error, null),
      );
  },
};

function bundledResources(): Resource {
  const en: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(bundled)) en[namespaceOf(file)] = content;
  return { en };
}

/**
 * Loads the texts of the functions' refusals (errors.json) in the current language, and so in every language chosen
 * later: i18next keeps a loaded namespace in the list it loads on a change of language.
 */
export const loadRefusalTexts = (): Promise<void> => i18n.loadNamespaces('errors');

export async function changeLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Initialises i18next once; resolves when the shell's texts in the chosen language are ready. */
export async function initI18n(language: LanguageCode = DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        resources: bundledResources(),
        partialBundledLanguages: true,
        lng: 'en',
        fallbackLng: 'en',
        ns: SHELL_NAMESPACES,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  if (language !== 'en' && isLanguageCode(language)) await changeLanguage(language);
}

export default i18n;
