import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { depsToPreload, importerPreloads, loadedBefore } from './importerPreloads';

// index.js (the entry) imports vendor.js, which imports runtime.js; Page.js imports vendor.js and Form.js.
const imports = new Map([
  ['index.js', ['vendor.js']],
  ['vendor.js', ['runtime.js']],
  ['runtime.js', []],
  ['Page.js', ['vendor.js', 'Form.js']],
  ['Form.js', ['runtime.js']],
]);

describe('loadedBefore', () => {
  it("is the host with its static imports and theirs, once each, whatever the graph's cycles", () => {
    expect(loadedBefore(imports, 'index.js')).toEqual(new Set(['index.js', 'vendor.js', 'runtime.js']));
    const cyclic = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['a.js']],
    ]);
    expect(loadedBefore(cyclic, 'a.js')).toEqual(new Set(['a.js', 'b.js']));
  });
});

describe('depsToPreload', () => {
  it("leaves out of an import()'s list what its importer has already loaded, in the list's order", () => {
    expect(depsToPreload(imports, 'index.js', ['Page.js', 'vendor.js', 'runtime.js', 'Form.js'])).toEqual([
      'Page.js',
      'Form.js',
    ]);
  });

  it('keeps the whole list for a host it knows nothing of (index.html)', () => {
    expect(depsToPreload(imports, 'index.html', ['index.js', 'vendor.js'])).toEqual([
      'index.js',
      'vendor.js',
    ]);
  });
});

describe('importerPreloads', () => {
  it("filters by the bundle's chunks once it has read them, and keeps every list before", () => {
    const { plugin, resolveDependencies } = importerPreloads();
    expect(resolveDependencies('Page.js', ['Page.js', 'vendor.js'], { hostId: 'index.js' })).toEqual([
      'Page.js',
      'vendor.js',
    ]);
    const bundle = {
      'index.js': { type: 'chunk', fileName: 'index.js', imports: ['vendor.js'] },
      'vendor.js': { type: 'chunk', fileName: 'vendor.js', imports: [] },
      'style.css': { type: 'asset', fileName: 'style.css' },
    } as unknown as OutputBundle;
    const generateBundle = plugin.generateBundle as {
      handler: (options: unknown, bundle: OutputBundle) => void;
    };
    generateBundle.handler({}, bundle);
    expect(resolveDependencies('Page.js', ['Page.js', 'vendor.js'], { hostId: 'index.js' })).toEqual([
      'Page.js',
    ]);
  });
});
