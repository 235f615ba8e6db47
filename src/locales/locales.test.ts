import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@/config/languages';

const root = path.dirname(new URL(import.meta.url).pathname);

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

// i18next plural forms differ per language (Russian has _few and _many), so compare base keys.
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Record<string, unknown>;

describe('locales', () => {
  const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

  it.each(LANGUAGES.map((language) => language.code))('%s has every namespace', (language) => {
    expect(readdirSync(path.join(root, language)).filter((file) => file.endsWith('.json')).sort()).toEqual(
      [...namespaces].sort(),
    );
  });

  for (const file of namespaces) {
    it(`every language carries every key of ${file}, none empty`, () => {
      const english = [...new Set(keysOf(read('en', file)).map(baseKey))].sort();
      for (const { code } of LANGUAGES) {
        const translated = read(code, file);
        expect([...new Set(keysOf(translated).map(baseKey))].sort(), `${code}/${file}`).toEqual(english);
        const empty = keysOf(translated).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${code}/${file} empty values`).toEqual([]);
      }
    });
  }
});
