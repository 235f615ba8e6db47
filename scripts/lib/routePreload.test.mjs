import { describe, expect, it } from 'vitest';
import { preloadScript } from './routePreload.mjs';

const chunk = (fileName, imports = [], extra = {}) => ({ type: 'chunk', fileName, imports, ...extra });
const bundle = {
  'index.js': chunk('index.js', ['vendor.js'], {
    isEntry: true,
    viteMetadata: { importedCss: new Set(['style.css']) },
  }),
  'vendor.js': chunk('vendor.js'),
  'Login.js': chunk('Login.js', ['vendor.js', 'Form.js'], { facadeModuleId: '/app/src/pages/Login.tsx' }),
  'Form.js': chunk('Form.js', ['Field.js']),
  'Field.js': chunk('Field.js', ['vendor.js']),
  'Frame.js': chunk('Frame.js', ['vendor.js', 'Menu.js'], { facadeModuleId: '/app/src/Frame.tsx' }),
  'Home.js': chunk('Home.js', ['Menu.js', 'Card.js'], {
    facadeModuleId: '/app/src/pages/Home.tsx',
    viteMetadata: { importedCss: new Set(['Home.css']) },
  }),
  'Menu.js': chunk('Menu.js'),
  'Card.js': chunk('Card.js', [], { viteMetadata: { importedCss: new Set(['Card.css', 'style.css']) } }),
  'style.css': { type: 'asset', fileName: 'style.css' },
  'allStyles-x1.css': { type: 'asset', fileName: 'allStyles-x1.css', names: ['allStyles.css'] },
};
const routes = {
  signedOut: { '/login': 'src/pages/Login.tsx' },
  signedIn: { '/home': ['src/Frame.tsx', 'src/pages/Home.tsx'] },
  sessionKey: 'authUser',
};

const storage = (entries) => ({ getItem: (key) => entries[key] ?? null });

/** What the inline script appends to <head> on `pathname`, with a session stored in localStorage or not. */
function preloadsOn(pathname, { signedIn = false, throws = false } = {}) {
  const appended = [];
  const document = { createElement: () => ({}), head: { append: (link) => appended.push(link) } };
  const local = throws
    ? {
        getItem: () => {
          throw new Error('storage disabled');
        },
      }
    : storage(signedIn ? { authUser: '{"id":"u1"}' } : {});
  new Function('location', 'document', 'localStorage', 'sessionStorage', preloadScript(bundle, routes))(
    { pathname },
    document,
    local,
    storage({}),
  );
  return appended.map((link) => (link.as ? `${link.rel} ${link.as} ${link.href}` : link.href));
}

describe('preloadScript', () => {
  it('preloads the stylesheet of a module that imports only stylesheets (it leaves no chunk)', () => {
    const styled = { ...routes, signedIn: { '/home': ['src/styles/allStyles.ts', 'src/Frame.tsx'] } };
    const appended = [];
    const document = { createElement: () => ({}), head: { append: (link) => appended.push(link) } };
    const local = storage({ authUser: '{"id":"u1"}' });
    new Function('location', 'document', 'localStorage', 'sessionStorage', preloadScript(bundle, styled))(
      { pathname: '/home' },
      document,
      local,
      storage({}),
    );
    expect(appended[0]).toEqual({ rel: 'preload', as: 'style', href: '/allStyles-x1.css' });
    expect(appended.map((link) => link.href)).toEqual(['/allStyles-x1.css', '/Frame.js', '/Menu.js']);
  });

  it("preloads the page's chunks the entry does not load, on the page's path only", () => {
    expect(preloadsOn('/login')).toEqual(['/Login.js', '/Form.js', '/Field.js']);
    expect(preloadsOn('/home')).toEqual([]);
  });

  it("preloads a signed-in path's modules and their stylesheets only with a stored session, each file once", () => {
    expect(preloadsOn('/home', { signedIn: true })).toEqual([
      '/Frame.js',
      '/Menu.js',
      '/Home.js',
      'preload style /Home.css',
      '/Card.js',
      'preload style /Card.css',
    ]);
    expect(preloadsOn('/login', { signedIn: true })).toEqual([]);
  });

  it('counts storage that throws (private mode) as signed out', () => {
    expect(preloadsOn('/login', { throws: true })).toEqual(['/Login.js', '/Form.js', '/Field.js']);
  });

  it('fails the build when the page has no chunk', () => {
    expect(() =>
      preloadScript(bundle, { signedIn: { '/gone': 'src/pages/Gone.tsx' }, sessionKey: 'authUser' }),
    ).toThrow(/Gone\.tsx/);
  });
});
