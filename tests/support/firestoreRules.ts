import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { emulatorEndpoint } from './emulators';
import { emulatorProjectId } from './project';

export type RulesDb = ReturnType<RulesTestContext['firestore']>;

/**
 * firestore.rules on the Firestore emulator for one test file: signed-in clients by uid, and seeding that skips the
 * rules. The functions emulator reacts to managers documents, so tests work on fresh ids instead of clearing data.
 */
export function firestoreRules() {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: emulatorProjectId(),
      firestore: {
        ...emulatorEndpoint('firestore'),
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  const started = () => {
    if (!env) throw new Error('The rules environment starts in beforeAll.');
    return env;
  };

  let sequence = 0;
  const runId = Date.now().toString(36);
  const freshId = (name: string) => `${name}-${runId}-${++sequence}`;
  /** A signed-in client; `claims` adds to or replaces its ID token's (say, `aud`: another project's token). */
  const as = (uid: string, claims: Record<string, unknown> = {}): RulesDb =>
    started()
      .authenticatedContext(uid, { email: `${uid}@gigvenue.test`, ...claims })
      .firestore();
  const signedOut = (): RulesDb => started().unauthenticatedContext().firestore();

  async function seed(path: string, data: Record<string, unknown>): Promise<void> {
    await started().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });
  }

  /** An account of the role, active, with the operator's config on its private account document. */
  async function activeAccount(
    role: string,
    profile: Record<string, unknown> = {},
    config: Record<string, unknown> = {},
  ): Promise<string> {
    const uid = freshId(role);
    await seed(`managers/${uid}/private/account`, { config, currentBalance: 0 });
    await seed(`managers/${uid}`, {
      email: `${uid}@gigvenue.test`,
      name: `Name ${uid}`,
      role,
      status: 'active',
      ...profile,
    });
    return uid;
  }

  return { as, signedOut, seed, freshId, activeAccount };
}
