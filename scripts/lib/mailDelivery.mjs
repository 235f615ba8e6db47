// The pure half of the local mail relay (mailRelay.mjs): which `mail` documents to send, the message nodemailer
// sends for one, and the `delivery` record written back, in the shape Firebase's Trigger Email extension writes
// (https://firebase.google.com/docs/extensions/official/firestore-send-email/delivery-status).

/** Where the local inbox listens: maildev's SMTP and web ports, shifted with the rest of the stack. */
export const mailPorts = (offset = 0) => ({ smtp: 1025 + offset, web: 1080 + offset });

// The extension's default FROM address stands in when a document names none.
export const LOCAL_FROM = 'GigVenue <no-reply@gigvenue.local>';

// A PROCESSING claim older than this is taken to have died with its relay, as the extension's lease does.
export const LEASE_MS = 60_000;

const addressList = (value) =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).filter(
    (item) => typeof item === 'string' && item.trim() !== '',
  );

/**
 * Whether the relay should send this document now. Like the extension, it answers new documents (no delivery yet,
 * or PENDING) and a manual RETRY; SUCCESS and ERROR are final. A document that was already there when the relay
 * started (`existing`) is left alone unless it asks for a retry: the extension never sends what was written before
 * it was installed, and a restarted `npm start` must not send every old mail again.
 */
export function shouldDeliver(data, { existing = false, now = Date.now() } = {}) {
  const state = data?.delivery?.state;
  if (state === 'RETRY') return true;
  if (existing) return false;
  if (state === undefined || state === 'PENDING') return true;
  if (state === 'PROCESSING') {
    const lease = data.delivery.leaseExpireTime;
    const expires = lease?.toMillis?.() ?? (lease instanceof Date ? lease.getTime() : null);
    return expires !== null && expires < now;
  }
  return false;
}

/** The message nodemailer sends for a `mail` document ({to, cc?, bcc?, from?, replyTo?, message}), or an error text. */
export function toMailMessage(data, { defaultFrom = LOCAL_FROM } = {}) {
  const to = addressList(data?.to);
  const cc = addressList(data?.cc);
  const bcc = addressList(data?.bcc);
  if (to.length + cc.length + bcc.length === 0)
    return { error: 'Failed to deliver email. Expected at least 1 recipient.' };
  const message = data?.message;
  if (!message || typeof message !== 'object')
    return { error: 'Failed to deliver email. Expected a message.' };
  if (!message.subject && !message.text && !message.html)
    return { error: 'Failed to deliver email. The message has no subject, text or html.' };
  return {
    message: {
      from: typeof data.from === 'string' && data.from ? data.from : defaultFrom,
      ...(typeof data.replyTo === 'string' && data.replyTo ? { replyTo: data.replyTo } : {}),
      to,
      ...(cc.length ? { cc } : {}),
      ...(bcc.length ? { bcc } : {}),
      subject: String(message.subject ?? ''),
      ...(message.text ? { text: String(message.text) } : {}),
      ...(message.html ? { html: String(message.html) } : {}),
    },
  };
}

/** The delivery record while a relay sends the document: one more attempt, leased for LEASE_MS. */
export function processingDelivery(previous, now = new Date()) {
  return {
    state: 'PROCESSING',
    attempts: (Number(previous?.attempts) || 0) + 1,
    startTime: now,
    endTime: null,
    error: null,
    leaseExpireTime: new Date(now.getTime() + LEASE_MS),
  };
}

/** The final record: SUCCESS with what the SMTP server accepted, or ERROR with why. */
export function finishedDelivery(processing, outcome, now = new Date()) {
  const base = { ...processing, endTime: now, leaseExpireTime: null };
  if (outcome.error !== undefined) {
    const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    return { ...base, state: 'ERROR', error, info: null };
  }
  const info = outcome.info ?? {};
  const texts = (list) => (Array.isArray(list) ? list.map((item) => String(item?.address ?? item)) : []);
  const accepted = texts(info.accepted);
  return {
    ...base,
    // The extension's rule: SUCCESS once at least one address took the mail.
    state: accepted.length > 0 ? 'SUCCESS' : 'ERROR',
    error: accepted.length > 0 ? null : 'Failed to deliver email. No recipient accepted it.',
    info: {
      messageId: info.messageId ?? null,
      accepted,
      rejected: texts(info.rejected),
      pending: texts(info.pending),
      response: info.response ?? null,
    },
  };
}
