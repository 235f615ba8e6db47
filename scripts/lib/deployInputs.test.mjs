import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBundle, readEnvFiles, supportedRuntimes } from './deployInputs.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const folders = [];

/** A functions folder with a package.json and a built dist/index.js of the given source. */
function fakeFunctions(source) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-inputs-test-'));
  folders.push(folder);
  fs.writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ main: 'dist/index.js', dependencies: {} }),
  );
  fs.mkdirSync(path.join(folder, 'dist'));
  fs.writeFileSync(path.join(folder, 'dist', 'index.js'), source);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('loadBundle', () => {
  it('installs the bundle on its own and answers its endpoints, as firebase deploy reads them', () => {
    const functionsDir = fakeFunctions(`
      const dep = require('fake-dependency');
      exports.page = { __endpoint: { region: ['europe-west2'], httpsTrigger: {}, labels: { control: process.env.FUNCTIONS_CONTROL_API } } };
      exports.upload = { __endpoint: { region: { name: 'STORAGE_REGION' }, eventTrigger: {} } };
      exports.helper = dep;
    `);
    const installedIn = [];
    // A fake `npm install`: writes the one dependency the bundle requires into the temporary folder.
    const install = (folder) => {
      installedIn.push(folder);
      fs.mkdirSync(path.join(folder, 'node_modules', 'fake-dependency'), { recursive: true });
      fs.writeFileSync(
        path.join(folder, 'node_modules', 'fake-dependency', 'index.js'),
        'module.exports = 1;',
      );
      return {};
    };
    const loaded = loadBundle({ functionsDir, projectId: 'gigvenue-live', install });
    expect(loaded).toEqual({
      endpoints: {
        page: { region: ['europe-west2'], httpsTrigger: {}, labels: { control: 'true' } },
        upload: { region: [{ param: 'STORAGE_REGION' }], eventTrigger: {} },
      },
    });
    expect(installedIn[0]).not.toBe(functionsDir);
    expect(fs.existsSync(installedIn[0])).toBe(false);
  });

  it('says why when a dependency is missing from the isolated folder', () => {
    const functionsDir = fakeFunctions("require('fake-dependency');");
    const loaded = loadBundle({ functionsDir, projectId: 'gigvenue-live', install: () => ({}) });
    expect(loaded.error).toMatch(/Cannot find module 'fake-dependency'/);
  });

  it('says why when the install fails, or the bundle is not built', () => {
    const functionsDir = fakeFunctions('');
    expect(
      loadBundle({ functionsDir, projectId: 'p', install: () => ({ error: 'ENOTFOUND registry' }) }),
    ).toEqual({ error: 'installing its dependencies failed: ENOTFOUND registry' });
    fs.rmSync(path.join(functionsDir, 'dist'), { recursive: true });
    expect(loadBundle({ functionsDir, projectId: 'p', install: () => ({}) })).toEqual({
      error: 'dist/index.js is not built (npm run build:functions).',
    });
  });
});

describe('readEnvFiles', () => {
  it('reads settings files as firebase-tools does, later files winning', () => {
    const folder = fakeFunctions('');
    fs.writeFileSync(
      path.join(folder, '.env'),
      '# comment\nPAYMENT_PROVIDER=simulated\nAPP_URL="https://a.example"\nfirebaseextensions.v1beta.function/location=europe-west2\n',
    );
    fs.writeFileSync(path.join(folder, '.env.live'), 'PAYMENT_PROVIDER=stripe # real money\n');
    expect(
      readEnvFiles([path.join(folder, '.env'), path.join(folder, '.env.live'), path.join(folder, '.none')]),
    ).toEqual({
      PAYMENT_PROVIDER: 'stripe',
      APP_URL: 'https://a.example',
      'firebaseextensions.v1beta.function/location': 'europe-west2',
    });
    expect(readEnvFiles([path.join(folder, '.none')])).toBeNull();
  });
});

describe('supportedRuntimes', () => {
  it("reads the installed firebase-tools' runtimes, Node 22 among them", () => {
    const runtimes = supportedRuntimes(root);
    expect(runtimes.nodejs22).toEqual({ decommissionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
