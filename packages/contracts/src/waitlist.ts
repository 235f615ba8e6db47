// The waitlist of a sold-out package: people in line by the time they joined; when tickets come back, the next one is
// mailed a link that holds them for WAITLIST_HOLD_MINUTES, and a claim through that link is a normal purchase.

export const WAITLIST_HOLD_MINUTES = 30;

/** waiting: in line; offered: tickets held for them now; claimed: bought; lapsed: an offer passed on unclaimed. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * The offer link's fragment, `#offer=<entryId>.<key>`: a fragment never reaches a server or its logs, and the public
 * page's address stays the bare /e/{eventId} its cache serves.
 */
const OFFER_FRAGMENT = /^#offer=([A-Za-z0-9_-]{1,128})\.([A-Za-z0-9_-]{16,128})$/;

export interface WaitlistOfferLink {
  entryId: string;
  key: string;
}

export const offerFragment = ({ entryId, key }: WaitlistOfferLink) => `#offer=${entryId}.${key}`;

export function offerOfFragment(hash: string): WaitlistOfferLink | null {
  const match = OFFER_FRAGMENT.exec(hash);
  return match ? { entryId: match[1] as string, key: match[2] as string } : null;
}
