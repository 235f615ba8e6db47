import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Product folders may lean on one another one way only: two that import each other (directly or round a loop) are
// one product split in two, or share a helper that belongs in shared/. Tests count too, so a fixture cannot hide one.
const root = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const [folder, ...rest] = path.relative(root, file).split(path.sep);
    if (rest.length === 0) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import) '(\.[^']+)'/g)) {
      const [target, ...inside] = path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep);
      if (inside.length === 0 || target === folder || target.startsWith('..')) continue;
      graph.set(folder, (graph.get(folder) ?? new Set()).add(target));
    }
  }
  return graph;
}

function reachable(graph: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>();
  const next = [from];
  for (let folder = next.pop(); folder !== undefined; folder = next.pop()) {
    for (const target of graph.get(folder) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      next.push(target);
    }
  }
  return seen;
}

describe('functions/src folders', () => {
  it('no two product folders import each other, directly or round a loop', () => {
    const graph = folderImports();
    const loops = [...graph].flatMap(([folder, targets]) =>
      [...targets]
        .filter((target) => reachable(graph, target).has(folder))
        .map((target) => `${folder} -> ${target}`),
    );
    expect(loops).toEqual([]);
  });

  it('shared/ imports no product folder', () => {
    expect([...(folderImports().get('shared') ?? [])]).toEqual([]);
  });
});
