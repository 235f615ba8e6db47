// Vite writes, beside every import(), the list of files to preload with it: the imported chunk and everything it
// loads in turn. That list also names the files its importer loaded statically, which are already here when the
// import() runs (the entry's router names the framework's chunk and three more in each of its fifty-odd imports),
// and every such name travels in the entry that every first visit downloads. Here the list leaves them out.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** The files `host` loads before it runs: its static imports, theirs in turn, and itself. */
export function loadedBefore(imports: ChunkImports, host: string): Set<string> {
  const loaded = new Set<string>();
  const queue = [host];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    queue.push(...(imports.get(file) ?? []));
  }
  return loaded;
}

/** `deps` of an import() in `host`, less what `host` has already loaded by the time the import() runs. */
export const depsToPreload = (imports: ChunkImports, host: string, deps: string[]): string[] => {
  const loaded = loadedBefore(imports, host);
  return deps.filter((dep) => !loaded.has(dep));
};

const staticImportsOf = (bundle: OutputBundle): ChunkImports =>
  new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [],
    ),
  );

/**
 * The plugin, which reads the chunks' static imports before Vite writes the preload lists (its generateBundle runs
 * first), and `resolveDependencies` for build.modulePreload, which filters each list by them. Before the bundle is
 * read (never, in a build) a list is kept whole.
 */
export function importerPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let imports: ChunkImports = new Map();
  return {
    plugin: {
      name: 'gigvenue:importer-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = staticImportsOf(bundle);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => depsToPreload(imports, hostId, deps),
  };
}
