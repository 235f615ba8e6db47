import { createRequire } from 'node:module';
import { emulators, host, projectId } from './stack.mjs';

/** The names of the callable contracts among a module's exports (a contract has a name, a request and a response). */
export function callableNamesOf(contracts) {
  return Object.values(contracts)
    .filter((value) => typeof value?.name === 'string' && value.request && value.response)
    .map(({ name }) => name);
}

/**
 * Every callable's name, from the contract package both sides share (its build, which building the functions
 * makes): functions/src/index.ts exports each callable under its contract's name, and a contract test holds the two
 * lists equal.
 */
export const callableNames = () =>
  callableNamesOf(createRequire(import.meta.url)('@gigvenue/contracts/callables'));

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
