import { MIN_RATINGS_SHOWN } from '@gigvenue/contracts';

// How a rated venue or manager reads on a card: its average and count, or 'New' while too few ratings say anything.

export interface RatingAggregate {
  ratingCount?: number;
  ratingAverage?: number;
  /** The average from three ratings, else 0: what the directory's rating sort orders by. */
  ratingRank?: number;
}

export type RatingSummary = { kind: 'new' } | { kind: 'rated'; average: string; count: number };

export function ratingSummaryOf({ ratingCount = 0, ratingAverage = 0 }: RatingAggregate): RatingSummary {
  if (!(ratingCount >= MIN_RATINGS_SHOWN)) return { kind: 'new' };
  return { kind: 'rated', average: ratingAverage.toFixed(1), count: ratingCount };
}

/** A public rating of a venue or manager (ratings/{orderId}), as details pages list it. */
export interface Rating {
  id: string;
  orderId: string;
  eventTitle: string;
  raterName: string;
  targetType: 'venue' | 'manager';
  targetId: string;
  /** The account rated (the venue's owner or the manager): the one who may reply. */
  ratedUid: string;
  stars: number;
  text: string;
  createdAt: number;
  reply: { text: string; at: number } | null;
}
