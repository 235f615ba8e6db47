import { describe, expect, it } from 'vitest';

// The add and list screens use both namespaces: their own and the shared slot form's.
const bundles = {
  availability: import.meta.glob<Record<string, unknown>>('../../../locales/*/availability.json', { eager: true, import: 'default' }),
  slots: import.meta.glob<Record<string, unknown>>('../../../locales/*/slots.json', { eager: true, import: 'default' }),
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const textAt = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
const languageOf = (file: string) => file.split('/').slice(-2)[0];

describe.each(Object.entries(bundles))('%s translations', (_namespace, files) => {
  const english = Object.entries(files).find(([file]) => languageOf(file) === 'en')?.[1];

  it('exist for all five languages', () => {
    expect(Object.keys(files).map(languageOf).sort()).toEqual(['de', 'en', 'es', 'it', 'ru']);
  });

  it.each(Object.entries(files).map(([file, bundle]) => [languageOf(file), bundle] as const))(
    '%s has exactly the English keys, none empty, interpolations kept',
    (language, bundle) => {
      expect(keysOf(bundle).sort()).toEqual(keysOf(english).sort());
      for (const key of keysOf(bundle)) {
        const text = textAt(bundle, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
        const placeholders = (value: unknown) => String(value).match(/{{\w+}}/g)?.sort() ?? [];
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(textAt(english, key)));
      }
    },
  );
});
