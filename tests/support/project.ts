import { readFileSync } from 'node:fs';

/**
 * The Firebase project the emulators run: `firebase emulators:exec` exports GCLOUD_PROJECT; a hand-started
 * stack falls back to the default project in .firebaserc, the one place the id is written down.
 */
export function emulatorProjectId(): string {
  const fromEnv = process.env.GCLOUD_PROJECT?.trim();
  if (fromEnv) return fromEnv;
  const rc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8')) as {
    projects?: { default?: string };
  };
  const id = rc.projects?.default;
  if (!id) throw new Error('.firebaserc names no default project');
  return id;
}
