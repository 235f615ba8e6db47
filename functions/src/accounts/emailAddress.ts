const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** The trimmed e-mail address from a callable's {email} payload, or null when it is missing or malformed. */
export function parseEmailInput(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as { email?: unknown }).email;
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/** The spellings to look up: Firestore compares exactly, and accounts may store the address as typed or lower-cased. */
export function emailVariants(email: string): string[] {
  return [...new Set([email, email.toLowerCase()])];
}

export function sameEmail(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();
}
