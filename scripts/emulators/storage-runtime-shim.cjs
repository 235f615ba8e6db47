// Replaces the Storage emulator's Java rules runtime with storage-policy.cjs when the runtime jar is missing.
// Everything else (uploads, downloads, metadata, the registry) is firebase-tools' own StorageEmulator.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { isPermitted } = require('./storage-policy.cjs');

function rulesRuntimeJarPresent() {
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return (
    fs.existsSync(cache) && fs.readdirSync(cache).some((f) => f.startsWith('cloud-storage-rules-runtime'))
  );
}

/** Which engine enforces the Storage rules in emulators started from this environment: 'java' or 'js-twin'. */
function storageRulesEngine() {
  return process.env.STORAGE_RULES_RUNTIME === 'java' || rulesRuntimeJarPresent() ? 'java' : 'js-twin';
}

/**
 * managers/{uid}.status from the Firestore emulator, or null when there is no such document: what the Java runtime's
 * firestore.get sees, read the same way (the emulator registry's client, with the rules bypassed).
 */
async function accountStatus(projectId, uid) {
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
  const { Emulators } = require('firebase-tools/lib/emulator/types');
  const client = EmulatorRegistry.client(Emulators.FIRESTORE, { apiVersion: 'v1', auth: true });
  try {
    const { body } = await client.get(
      `projects/${projectId}/databases/(default)/documents/managers/${encodeURIComponent(uid)}`,
    );
    return body?.fields?.status?.stringValue ?? '';
  } catch {
    return null;
  }
}

function installStoragePolicyShim() {
  if (storageRulesEngine() === 'java') return false;
  const runtime = require('firebase-tools/lib/emulator/storage/rules/runtime');
  const { StorageRulesRuntime, StorageRulesIssues, StorageRulesetInstance } = runtime;
  const noIssues = () => new StorageRulesIssues([], []);
  StorageRulesRuntime.prototype.start = async function start() {
    this._alive = true;
  };
  StorageRulesRuntime.prototype.stop = async function stop() {
    this._alive = false;
  };
  StorageRulesRuntime.prototype.loadRuleset = async function loadRuleset() {
    return { issues: noIssues(), ruleset: new StorageRulesetInstance(this, 2, 'js-policy') };
  };
  StorageRulesRuntime.prototype.verifyWithRuleset = async function verify(_name, opts) {
    const requestPath = opts.path.startsWith('/') ? opts.path : `/${opts.path}`;
    const permitted = await isPermitted(
      { ...opts, path: requestPath },
      { accountStatus: (uid) => accountStatus(opts.projectId, uid) },
    );
    return { issues: noIssues(), permitted };
  };
  return true;
}

module.exports = { installStoragePolicyShim, storageRulesEngine };
