import fs from 'node:fs';
import path from 'node:path';
import { emulators, host, projectId, root } from './stack.mjs';

/** The callables functions/src/index.ts exports (files that call onCall), by exported name. */
export function callableNames() {
  const index = fs.readFileSync(path.join(root, 'functions', 'src', 'index.ts'), 'utf8');
  return [...index.matchAll(/export \{ (\w+) \} from '\.\/(.+)';/g)]
    .filter(([, , file]) =>
      fs.readFileSync(path.join(root, 'functions', 'src', `${file}.ts`), 'utf8').includes('onCall('),
    )
    .map(([, name]) => name);
}

/**
 * Starts a worker for every callable with one empty request each (refused at once), so the first real call of a
 * test does not also pay the emulator's cold start, which on a busy two-core machine can take several seconds and
 * trip the door screen's 8-second wait. Deployed functions keep warm instances the same way (minInstances).
 */
export async function warmFunctions(region = 'europe-west2') {
  const base = `http://${host}:${emulators.functions.port}/${projectId}/${region}`;
  const names = callableNames();
  await Promise.all(
    names.map((name) =>
      fetch(`${base}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
      }).catch(() => undefined),
    ),
  );
  return names;
}
