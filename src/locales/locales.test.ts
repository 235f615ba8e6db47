import { LANGUAGES } from '@/config/languages';

const bundles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

const languageOf = (file: string) => file.split('/')[1];
const namespaceOf = (file: string) => file.split('/')[2].replace('.json', '');
const bundleOf = (language: string, namespace: string) => bundles[`./${language}/${namespace}.json`];

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const textAt = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

// i18next plural forms differ per language (Russian has _few and _many), so compare base keys.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (bundle: unknown) =>
  [...new Set(keysOf(bundle).map((key) => key.replace(PLURAL, '')))].sort();
const placeholders = (text: unknown) =>
  String(text)
    .match(/{{\s*\w+\s*}}/g)
    ?.map((p) => p.replace(/\s/g, ''))
    .sort() ?? [];

const pluralBases = (bundle: unknown) => [
  ...new Set(
    keysOf(bundle)
      .filter((key) => PLURAL.test(key))
      .map((key) => key.replace(PLURAL, '')),
  ),
];

/** A text without its placeholders, digits and punctuation: '' for pure formats such as '{{start}} - {{end}}'. */
const wordsOf = (text: unknown) =>
  String(text)
    .replace(/{{\s*\w+\s*}}/g, '')
    .replace(/[^\p{L}\s]/gu, '')
    .trim();

// Words that really are the same as the English ones: international terms and units, plus words each language
// spells the English way (German 'Status', Spanish 'Error', month abbreviations). Keep this list short.
const INTERNATIONAL = ['', 'OK', 'Email', 'Online', 'Offline', 'Dashboard', 'Layout', 'min', 'MM'];
const COGNATES: Record<string, string[]> = {
  de: ['Name', 'Status', 'Tickets', 'Horizontal', 'Jan', 'Feb', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Nov'],
  it: ['Menu', 'No', 'Password', 'Feb', 'Mar', 'Apr', 'Nov'],
  ru: [],
  es: [
    'Error',
    'Total',
    'No',
    'Horizontal',
    'Vertical',
    'Feb',
    'Mar',
    'May',
    'Jun',
    'Jul',
    'Sep',
    'Oct',
    'Nov',
  ],
};
const sameAsEnglish = (language: string, text: unknown) =>
  INTERNATIONAL.includes(wordsOf(text)) || (COGNATES[language] ?? []).includes(wordsOf(text));

const namespaces = Object.keys(bundles)
  .filter((file) => languageOf(file) === 'en')
  .map(namespaceOf);
const translations = LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code);

describe('locales', () => {
  it.each(LANGUAGES.map(({ code }) => code))('%s has every namespace', (language) => {
    const own = Object.keys(bundles)
      .filter((file) => languageOf(file) === language)
      .map(namespaceOf);
    expect(own.sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = bundleOf('en', namespace);

    it.each(translations)('%s carries every English key, none empty, placeholders kept', (language) => {
      const bundle = bundleOf(language, namespace);
      expect(baseKeys(bundle)).toEqual(baseKeys(english));
      for (const key of keysOf(bundle)) {
        const text = textAt(bundle, key);
        expect(typeof text === 'string' && text.trim() !== '', `${language}: ${key}`).toBe(true);
        const source =
          textAt(english, key) ??
          textAt(english, key.replace(PLURAL, '_other')) ??
          textAt(english, key.replace(PLURAL, ''));
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(source));
      }
    });

    // i18next picks the form Intl.PluralRules names for the count; a missing one falls back to the bare key or to
    // English, so Russian 3 or Spanish 1000000 would read wrongly. A bare key stands for "other", as in English.
    it.each(LANGUAGES.map(({ code }) => code))('%s has every plural form the language needs', (language) => {
      const own = new Set(keysOf(bundleOf(language, namespace)));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = pluralBases(english).flatMap((base) =>
        categories
          .filter((category) => !own.has(`${base}_${category}`) && !(category === 'other' && own.has(base)))
          .map((category) => `${base}_${category}`),
      );
      expect(missing, `${language}/${namespace} lacks plural forms`).toEqual([]);
    });

    // A bundle copied from English passes the key check, so a text may equal the English one only when the
    // words left after placeholders and punctuation are the same in both languages.
    it.each(translations)('%s is translated, not a copy of English', (language) => {
      const bundle = bundleOf(language, namespace);
      const copied = keysOf(english).filter((key) => {
        const text = textAt(bundle, key);
        return text === textAt(english, key) && !sameAsEnglish(language, text);
      });
      expect(copied, `${language}/${namespace} copied from English`).toEqual([]);
    });
  });
});
