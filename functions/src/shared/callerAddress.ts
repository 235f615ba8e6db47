// Which address a call came from, for rate limits that anyone may run into signed out.

interface RequestLike {
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address as Google's front end saw the connection, or null when nothing trustworthy names it.
 * The front end appends the address that connected to it to X-Forwarded-For, after whatever the client sent, so
 * only the last `trustedHops` entries are facts (one per Google proxy in front: 1 for a function called at its own
 * URL); anything before them is the client's to choose. Express's req.ip is not used: the Functions Framework and
 * the emulator both enable 'trust proxy', which makes req.ip the FIRST entry, the one a script sets as it likes.
 * The emulator has no front end and reaches the function over a socket file, so there a call names no address
 * unless it sends the header itself (as the tests do, playing the front end's part).
 */
export function callerAddress(request: RequestLike | undefined, trustedHops: number): string | null {
  const header = request?.headers?.['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= trustedHops ? entries[entries.length - trustedHops] : null;
}
