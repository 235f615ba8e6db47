// The Firestore emulator jar cannot be downloaded on an offline machine, but google-cloud-cli ships a copy.
// That copy has no Main-Class, so firebase-tools cannot `java -jar` it: we generate a tiny wrapper jar whose
// manifest names the main class and puts the real jar on its class path.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function firebaseToolsHasOwnJar() {
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return (
    fs.existsSync(cache) && fs.readdirSync(cache).some((f) => f.startsWith('cloud-firestore-emulator-v'))
  );
}

/** Returns the wrapper jar path when it is needed and possible, otherwise undefined (firebase-tools downloads). */
function ensureFirestoreWrapperJar(cacheDir) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (firebaseToolsHasOwnJar() || !fs.existsSync(GCLOUD_JAR)) return undefined;
  const jar = path.join(cacheDir, 'firestore-emulator-wrapper.jar');
  if (fs.existsSync(jar)) return jar;
  fs.mkdirSync(cacheDir, { recursive: true });
  const manifest = path.join(cacheDir, 'MANIFEST.MF');
  fs.writeFileSync(
    manifest,
    `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: file://${GCLOUD_JAR}\n`,
  );
  execFileSync('jar', ['cfm', jar, manifest], { stdio: 'inherit' });
  return jar;
}

module.exports = { ensureFirestoreWrapperJar };
