/** The spellings to look up: Firestore compares exactly, and accounts may store the address as typed or lower-cased. */
export function emailVariants(email: string): string[] {
  return [...new Set([email, email.toLowerCase()])];
}

export function sameEmail(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();
}
