import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@/config/languages';

// Only the English texts an entry bundles (the app's shell and sign-in pages, shellTexts.ts; the buyers' pages,
// shop/shopTexts.ts) ship in its first download; every other namespace and language loads when a screen first asks
// for it (useTranslation suspends until then).

const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

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

/**
 * Loads the texts of the functions' refusals (errors.json) in the current language, and so in every language chosen
 * later: i18next keeps a loaded namespace in the list it loads on a change of language.
 */
export const loadRefusalTexts = (): Promise<void> => i18n.loadNamespaces('errors');

export async function changeLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Initialises i18next once with the English texts the entry bundles (`bundled`, by namespace); resolves when those
 * namespaces are ready in the chosen language.
 */
export async function initI18n(
  bundled: ResourceLanguage,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        resources: { en: bundled },
        partialBundledLanguages: true,
        lng: 'en',
        fallbackLng: 'en',
        ns: Object.keys(bundled),
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  if (language !== 'en' && isLanguageCode(language)) await changeLanguage(language);
}

export default i18n;
