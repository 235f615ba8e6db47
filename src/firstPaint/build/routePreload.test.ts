import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, preloadScript, type RoutePreloadOptions } from './routePreload';

const chunk = (fileName: string, imports: string[] = [], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  ...extra,
});
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
} as unknown as OutputBundle;
const routes: RoutePreloadOptions = {
  signedOut: { '/login': 'src/pages/Login.tsx' },
  signedIn: { '/home': ['src/Frame.tsx', 'src/pages/Home.tsx'] },
  sessionKey: 'authUser',
};

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

interface Link {
  rel?: string;
  as?: string;
  href?: string;
}

/**
 * Runs the inline script on `pathname`, with a session stored in localStorage or not. Returns what it has appended
 * to <head>, and `paint()`, which runs the first frame and the timers, after which the preloads are appended.
 */
function runOn(pathname: string, { signedIn = false, throws = false, hidden = false, config = routes } = {}) {
  const appended: Link[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({}),
    head: { append: (link: Link) => appended.push(link) },
  };
  const local = throws
    ? {
        getItem: () => {
          throw new Error('storage disabled');
        },
      }
    : storage(signedIn ? { authUser: '{"id":"u1"}' } : {});
  new Function(
    'location',
    'document',
    'localStorage',
    'sessionStorage',
    'requestAnimationFrame',
    'setTimeout',
    preloadScript(bundle, config),
  )(
    { pathname },
    document,
    local,
    storage({}),
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  );
  // The frame, then every timer in order of delay, including those the timers set (the next few links).
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    while (timers.length) {
      timers.sort((a, b) => a.delay - b.delay);
      timers.shift()!.callback();
    }
  };
  return { appended, timers, paint };
}

/** What the inline script has appended to <head> on `pathname` once the page has painted. */
function preloadsOn(pathname: string, options?: Parameters<typeof runOn>[1]) {
  const { appended, paint } = runOn(pathname, options);
  paint();
  return appended.map((link) => (link.as ? `${link.rel} ${link.as} ${link.href}` : link.href));
}

describe('preloadScript', () => {
  it('preloads the stylesheet of a module that imports only stylesheets (it leaves no chunk)', () => {
    const config = { ...routes, signedIn: { '/home': ['src/styles/allStyles.ts', 'src/Frame.tsx'] } };
    const { appended, paint } = runOn('/home', { signedIn: true, config });
    paint();
    expect(appended[0]).toEqual({ rel: 'preload', as: 'style', href: '/allStyles-x1.css' });
    expect(appended.map((link) => link.href)).toEqual(['/allStyles-x1.css', '/Frame.js', '/Menu.js']);
  });

  it('starts the preloads after the first frame, once, and at once in a hidden tab (it gets no frames)', () => {
    const { appended, timers, paint } = runOn('/login');
    expect(appended).toEqual([]);
    expect(timers.map(({ delay }) => delay)).toEqual([1000]);
    paint();
    expect(appended.map((link) => link.href)).toEqual(['/Login.js', '/Form.js', '/Field.js']);

    const late = runOn('/login');
    late.timers.find(({ delay }) => delay === 1000)?.callback();
    expect(late.appended).toHaveLength(3);
    late.paint();
    expect(late.appended).toHaveLength(3);

    expect(runOn('/login', { hidden: true }).appended).toHaveLength(3);
  });

  it('adds a few links per task, so no one task starts every request', () => {
    const config = {
      ...routes,
      signedIn: { '/all': ['src/Frame.tsx', 'src/pages/Home.tsx', 'src/pages/Login.tsx'] },
    };
    const { appended, timers } = runOn('/all', { signedIn: true, hidden: true, config });
    expect(appended).toHaveLength(LINKS_PER_TASK);
    timers.find(({ delay }) => delay === 0)?.callback();
    expect(appended.map((link) => link.href)).toEqual([
      '/Frame.js',
      '/Menu.js',
      '/Home.js',
      '/Home.css',
      '/Card.js',
      '/Card.css',
      '/Login.js',
      '/Form.js',
      '/Field.js',
    ]);
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
