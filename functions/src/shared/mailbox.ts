// The person behind an e-mail address, for counting only: what is stored and mailed stays the address as typed.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, so that aliases of one inbox share one allowance: case is ignored, a `+tag`
 * is dropped from the local part (Gmail, Outlook, iCloud, Fastmail and most others deliver it to the untagged
 * address), and at Gmail, which ignores dots and answers to googlemail.com too, dots go and the domain is gmail.com.
 */
export function mailboxOf(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const domain = text.slice(at + 1);
  const local = text.slice(0, at).split('+')[0];
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
