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
const baseKeys = (bundle: unknown) => [...new Set(keysOf(bundle).map((key) => key.replace(PLURAL, '')))].sort();
const placeholders = (text: unknown) => String(text).match(/{{\s*\w+\s*}}/g)?.map((p) => p.replace(/\s/g, '')).sort() ?? [];

const namespaces = Object.keys(bundles)
  .filter((file) => languageOf(file) === 'en')
  .map(namespaceOf);
const translations = LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code);

describe('locales', () => {
  it.each(LANGUAGES.map(({ code }) => code))('%s has every namespace', (language) => {
    const own = Object.keys(bundles).filter((file) => languageOf(file) === language).map(namespaceOf);
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
        const source = textAt(english, key) ?? textAt(english, key.replace(PLURAL, '_other'));
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(source));
      }
    });

    // A bundle copied from English passes the key check, so also require that most texts differ.
    it.each(translations)('%s is translated, not a copy of English', (language) => {
      const bundle = bundleOf(language, namespace);
      const keys = keysOf(english);
      const copied = keys.filter((key) => textAt(bundle, key) === textAt(english, key));
      expect(copied.length, `${language}/${namespace} copied: ${copied.join(', ')}`).toBeLessThanOrEqual(
        Math.floor(keys.length / 2),
      );
    });
  });
});
