import { describe, expect, it } from 'vitest';
import { preloadScript } from './routePreload.mjs';

const chunk = (fileName, imports = [], extra = {}) => ({ type: 'chunk', fileName, imports, ...extra });
const bundle = {
  'index.js': chunk('index.js', ['vendor.js'], { isEntry: true }),
  'vendor.js': chunk('vendor.js'),
  'Login.js': chunk('Login.js', ['vendor.js', 'Form.js'], { facadeModuleId: '/app/src/pages/Login.tsx' }),
  'Form.js': chunk('Form.js', ['Field.js']),
  'Field.js': chunk('Field.js', ['vendor.js']),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

/** What the inline script appends to <head> when the page's path is `pathname`. */
function preloadsOn(pathname) {
  const appended = [];
  const document = { createElement: () => ({}), head: { append: (link) => appended.push(link) } };
  new Function('location', 'document', preloadScript(bundle, { '/login': 'src/pages/Login.tsx' }))(
    { pathname },
    document,
  );
  return appended;
}

describe('preloadScript', () => {
  it("preloads the page's chunks the entry does not load, on the page's path only", () => {
    expect(preloadsOn('/login')).toEqual([
      { rel: 'modulepreload', href: '/Login.js' },
      { rel: 'modulepreload', href: '/Form.js' },
      { rel: 'modulepreload', href: '/Field.js' },
    ]);
    expect(preloadsOn('/dashboard')).toEqual([]);
  });

  it('fails the build when the page has no chunk', () => {
    expect(() => preloadScript(bundle, { '/gone': 'src/pages/Gone.tsx' })).toThrow(/Gone\.tsx/);
  });
});
