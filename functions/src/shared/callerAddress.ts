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

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** An IPv6 address's eight 16-bit groups, or null when it is not one (a dotted IPv4 tail counts as two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string) => (half ? half.split(':') : []);
  const [head, rest] = [parse(halves[0]), halves.length === 2 ? parse(halves[1]) : null];
  const missing = 8 - head.length - (rest?.length ?? 0);
  if (rest ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(rest ? missing : 0).fill('0'), ...(rest ?? [])];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * What limits count an address as: one person's connection rather than one address. An IPv6 subscriber is given a
 * whole /64 (2^64 addresses to rotate through at no cost), so IPv6 counts by its /64 prefix; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4) is the IPv4 it maps; IPv4 counts whole. Anything else is counted as written, lower-cased.
 */
export function addressKey(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The caller's addressKey, for counting (null as callerAddress). */
export function callerNetwork(request: RequestLike | undefined, trustedHops: number): string | null {
  const address = callerAddress(request, trustedHops);
  return address === null ? null : addressKey(address);
}
