import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<Record<string, unknown>>('../../../locales/*/directory.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

// Languages differ in plural forms (Russian has few and many), so keys are compared without their plural suffix.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (bundle: unknown) => [...new Set(keysOf(bundle).map((key) => key.replace(PLURAL, '')))].sort();

const languageOf = (file: string) => file.split('/').slice(-2)[0];
const english = Object.entries(bundles).find(([file]) => languageOf(file) === 'en')?.[1];

const textAt = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

describe('directory translations', () => {
  it('exist for all five languages', () => {
    expect(Object.keys(bundles).map(languageOf).sort()).toEqual(['de', 'en', 'es', 'it', 'ru']);
  });

  it.each(Object.entries(bundles).map(([file, bundle]) => [languageOf(file), bundle] as const))(
    '%s has the English keys, every text filled in and translated',
    (language, bundle) => {
      expect(baseKeys(bundle)).toEqual(baseKeys(english));
      for (const key of keysOf(bundle)) {
        const text = textAt(bundle, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
      }
      if (language !== 'en') {
        expect(textAt(bundle, 'managers.empty')).not.toBe('No Event Manager Available');
        expect(textAt(bundle, 'availability.notAvailable')).not.toBe('Not Available');
      }
    },
  );
});
