// Local mail: a maildev inbox (SMTP plus a web page) and a relay that plays the Trigger Email extension's part
// against the Firestore emulator: each new `mail` document is sent over SMTP to the inbox and its `delivery` is
// recorded as the extension records it. Runs only with the emulators; production has the extension itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import nodemailer from 'nodemailer';
import { adminDb } from './admin.mjs';
import { finishedDelivery, processingDelivery, shouldDeliver, toMailMessage } from './mailDelivery.mjs';

/** Claims the document (PROCESSING, one more attempt) unless another relay or a final state got there first. */
async function claim(db, ref) {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || !shouldDeliver(snapshot.data())) return null;
    const delivery = processingDelivery(snapshot.data().delivery);
    tx.update(ref, { delivery });
    return { data: snapshot.data(), delivery };
  });
}

/**
 * Starts the inbox on `ports` ({ smtp, web } on `host`) and the relay; resolves with { webUrl, stop }.
 * `log` receives one line per mail sent or refused.
 */
export async function startLocalMail({ ports, host = '127.0.0.1', log = console.log } = {}) {
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), `gigvenue-mail-${ports.smtp}-`));
  const inbox = new MailDev({
    smtp: ports.smtp,
    ip: host,
    web: ports.web,
    webIp: host,
    mailDirectory,
    silent: true,
  });
  try {
    await inbox.start();
  } catch (error) {
    throw new Error(`The local inbox could not start on ports ${ports.smtp}/${ports.web}: ${error.message}`);
  }
  const transport = nodemailer.createTransport({ host, port: ports.smtp, secure: false, ignoreTLS: true });
  const db = adminDb();
  const sending = new Set();

  async function deliver(ref) {
    if (sending.has(ref.path)) return;
    sending.add(ref.path);
    try {
      const claimed = await claim(db, ref);
      if (!claimed) return;
      const built = toMailMessage(claimed.data);
      let outcome;
      if (built.error) outcome = { error: built.error };
      else {
        try {
          outcome = { info: await transport.sendMail(built.message) };
        } catch (error) {
          outcome = { error };
        }
      }
      const delivery = finishedDelivery(claimed.delivery, outcome);
      await ref.update({ delivery });
      log(
        delivery.state === 'SUCCESS'
          ? `Mail ${ref.id} to ${delivery.info.accepted.join(', ')}: "${built.message.subject}"`
          : `Mail ${ref.id} not sent: ${delivery.error}`,
      );
    } catch (error) {
      log(`Mail ${ref.id}: the relay failed (${error.message}).`);
    } finally {
      sending.delete(ref.path);
    }
  }

  let first = true;
  const unsubscribe = db.collection('mail').onSnapshot(
    (snapshot) => {
      const existing = first;
      first = false;
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') continue;
        if (shouldDeliver(change.doc.data(), { existing })) void deliver(change.doc.ref);
      }
    },
    (error) => log(`The mail relay stopped listening: ${error.message}`),
  );

  return {
    webUrl: `http://${host}:${ports.web}`,
    async stop() {
      unsubscribe();
      transport.close();
      await inbox.stop().catch(() => undefined);
      fs.rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
