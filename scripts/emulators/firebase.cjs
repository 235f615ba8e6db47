#!/usr/bin/env node
// Runs the pinned firebase-tools CLI in this process, after making the emulators work without internet:
// the Firestore jar from google-cloud-cli and, when its Java runtime is missing, a JS Storage rules policy.
const path = require('node:path');
const { ensureFirestoreWrapperJar } = require('./firestore-jar.cjs');
const { installStoragePolicyShim } = require('./storage-runtime-shim.cjs');

const root = path.resolve(__dirname, '..', '..');
const jar = ensureFirestoreWrapperJar(path.join(root, '.cache', 'emulators'));
if (jar) process.env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
if (installStoragePolicyShim()) {
  console.log('[emulators] Storage rules runtime not installed: using scripts/emulators/storage-policy.cjs');
}
require('firebase-tools/lib/bin/firebase');
