import type { PublicProfileDocument } from '@gigvenue/contracts';

// profiles/{uid}: what every active account may see of another account. managers/{uid} also holds the e-mail,
// phone number, home address and coordinates, and rules cannot hide single fields of a readable document,
// so the directory reads this copy instead and managers/{uid} stays its owner's. Only active accounts are
// listed: a pending or suspended account has no public profile at all.

/** The contract's publicProfileDocument. */
export type PublicProfile = PublicProfileDocument;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** The public copy of a managers/{uid} document, or null when the account must not be listed. */
export function publicProfileOf(account: Record<string, unknown> | undefined): PublicProfile | null {
  if (!account || account.status !== 'active') return null;
  const experience = (account.experience ?? {}) as Record<string, unknown>;
  return {
    name: text(account.name),
    img: text(account.img),
    role: text(account.role),
    category: text(account.category),
    experience: { years: count(experience.years), months: count(experience.months) },
    bio: text(account.bio),
    prevAttachments: Array.isArray(account.prevAttachments)
      ? account.prevAttachments.filter((url): url is string => typeof url === 'string')
      : [],
    startingFrom: count(account.startingFrom),
    ratingCount: count(account.ratingCount),
    ratingAverage: count(account.ratingAverage),
    ratingRank: count(account.ratingRank),
  };
}
