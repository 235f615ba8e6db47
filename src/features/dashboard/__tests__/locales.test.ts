import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<Record<string, unknown>>('../../../locales/*/dashboard.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const languageOf = (file: string) => file.split('/').slice(-2)[0];
const english = Object.entries(bundles).find(([file]) => languageOf(file) === 'en')?.[1];

describe('dashboard translations', () => {
  it('exist for all five languages', () => {
    expect(Object.keys(bundles).map(languageOf).sort()).toEqual(['de', 'en', 'es', 'it', 'ru']);
  });

  it.each(Object.entries(bundles).map(([file, bundle]) => [languageOf(file), bundle] as const))(
    '%s has exactly the English keys, none left empty or untranslated',
    (language, bundle) => {
      expect(keysOf(bundle).sort()).toEqual(keysOf(english).sort());
      for (const key of keysOf(bundle)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
      }
      if (language !== 'en')
        expect((bundle as { cards: { activeEvents: string } }).cards.activeEvents).not.toBe('Active Events');
    },
  );
});
