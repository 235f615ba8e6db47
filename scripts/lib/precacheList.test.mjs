import { describe, expect, it } from 'vitest';
import { precachedFiles, SHELL_AND_DOOR_MODULES, SHELL_FILES } from './precacheList.mjs';

// A build's manifest in miniature: the entry, the shell's and the door's modules, and pages the worker leaves out.
const chunk = (file, more = {}) => ({ file, ...more });
const manifest = () => ({
  ...Object.fromEntries(SHELL_AND_DOOR_MODULES.map((key, index) => [key, chunk(`assets/m${index}.js`)])),
  'index.html': chunk('assets/index.js', {
    imports: ['_first-visit.js'],
    dynamicImports: ['src/features/venues/pages/VenuesPage.tsx'],
    css: ['assets/index.css'],
  }),
  '_first-visit.js': chunk('assets/first-visit.js'),
  'src/features/door/pages/DoorScanPage.tsx': chunk('assets/DoorScanPage.js', {
    imports: ['_Button.js'],
    dynamicImports: ['_html5-qrcode.js'],
    css: ['assets/DoorScanPage.css'],
  }),
  '_Button.js': chunk('assets/Button.js'),
  '_html5-qrcode.js': chunk('assets/html5-qrcode.js'),
  'src/features/auth/pages/LoginPage.tsx': chunk('assets/LoginPage.js'),
  'src/features/venues/pages/VenuesPage.tsx': chunk('assets/VenuesPage.js'),
  'node_modules/firebase/auth/dist/esm/index.esm.js': chunk('assets/auth.js'),
  'node_modules/firebase/storage/dist/esm/index.esm.js': chunk('assets/storage.js'),
  'src/locales/de/door.json': chunk('assets/door-de.js'),
  'src/locales/de/venues.json': chunk('assets/venues-de.js'),
});

describe('precachedFiles', () => {
  const files = precachedFiles(manifest(), ['src/features/auth/pages/LoginPage.tsx']);

  it('keeps the shell, the sign-in pages and the door with what they load up front and the camera library', () => {
    for (const file of [
      ...SHELL_FILES,
      'assets/index.js',
      'assets/index.css',
      'assets/first-visit.js',
      'assets/LoginPage.js',
      'assets/DoorScanPage.js',
      'assets/DoorScanPage.css',
      'assets/Button.js',
      'assets/html5-qrcode.js',
      'assets/auth.js',
      'assets/door-de.js',
    ])
      expect(files).toContain(file);
  });

  it('leaves the other pages, SDKs and texts to be fetched when needed', () => {
    for (const file of ['assets/VenuesPage.js', 'assets/storage.js', 'assets/venues-de.js'])
      expect(files).not.toContain(file);
  });

  it('fails the build when a module it names is gone', () => {
    const rest = manifest();
    delete rest['src/features/door/slice/module.ts'];
    expect(() => precachedFiles(rest, [])).toThrow(/src\/features\/door\/slice\/module\.ts/);
  });
});
