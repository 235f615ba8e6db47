#!/usr/bin/env node
// The platform operator's command line: approve, suspend or reactivate an account, or change its config.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { CONFIG_FIELDS, parseOperatorArgs } from './lib/operator-args.mjs';

async function findAccount(db, email) {
  const exact = await db.collection('managers').where('email', '==', email).limit(1).get();
  if (!exact.empty) return exact.docs[0];
  const lower = await db.collection('managers').where('email', '==', email.toLowerCase()).limit(1).get();
  return lower.empty ? null : lower.docs[0];
}

async function changeStatus(db, account, { command, from, to }) {
  // Refusals are returned, not thrown, so the transaction ends normally: the process exits right after, and
  // a rollback still in flight would leave the document locked in the emulator.
  const outcome = await db.runTransaction(async (tx) => {
    const fresh = await tx.get(account.ref);
    const current = fresh.get('status');
    const email = fresh.get('email');
    if (current === to) return { message: `${email} is already ${to}.` };
    if (!from.includes(current)) return { refusal: `Cannot ${command} ${email}: its status is "${current}".` };
    tx.update(account.ref, { status: to, statusChangedAt: FieldValue.serverTimestamp() });
    return { message: `${email}: ${current} -> ${to}` };
  });
  if (outcome.refusal) throw new Error(outcome.refusal);
  return outcome.message;
}

async function changeConfig(db, account, changes) {
  const privateRef = account.ref.collection('private').doc('account');
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(privateRef);
    const defaults = Object.fromEntries(
      Object.entries(CONFIG_FIELDS).map(([key, type]) => [key, type === 'boolean' ? false : 0]),
    );
    const config = { ...defaults, ...(snap.exists ? snap.get('config') : {}), ...changes };
    tx.set(privateRef, { config }, { merge: true });
    return `${account.get('email')} config: ${JSON.stringify(config)}`;
  });
}

async function main() {
  const instruction = parseOperatorArgs(process.argv.slice(2));
  await assertEmulatorsReachable();
  const db = adminDb();
  const account = await findAccount(db, instruction.email);
  if (!account) throw new Error(`No account found with e-mail ${instruction.email}`);
  const message =
    instruction.kind === 'status'
      ? await changeStatus(db, account, instruction)
      : await changeConfig(db, account, instruction.changes);
  console.log(message);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
