import { isRatingDocumentId, MIN_RATINGS_SHOWN } from '@gigvenue/contracts';

// What a rating is and how it counts, shared by the rating callables and the suspension trigger.

/** Who an order booked: its venue (rated on venues/{id}) or its event manager (rated on their account). */
export type RatingTarget = { type: 'venue'; id: string } | { type: 'manager'; id: string };

export function ratingTargetOf(order: Record<string, unknown>): RatingTarget | null {
  const venue = order.venue as { id?: unknown } | null | undefined;
  if (order.kind === 'venue' && venue && isRatingDocumentId(venue.id)) return { type: 'venue', id: venue.id };
  if (order.kind === 'manager' && isRatingDocumentId(order.createdTo))
    return { type: 'manager', id: order.createdTo };
  return null;
}

/** The target a stored rating names (targetType, targetId). */
export function storedTargetOf(rating: Record<string, unknown>): RatingTarget | null {
  const { targetType, targetId } = rating;
  if ((targetType === 'venue' || targetType === 'manager') && isRatingDocumentId(targetId))
    return { type: targetType, id: targetId };
  return null;
}

/** The aggregate kept on the rated document; ratingRank orders the directory's rating sort. */
export interface RatingAggregate {
  ratingCount: number;
  ratingTotal: number;
  ratingAverage: number;
  ratingRank: number;
}

/** A rating's part in its target's aggregate: nothing while its rater's ratings do not count. */
export interface Contribution {
  counts: boolean;
  stars: number;
}

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

export function aggregateOf(count: number, total: number): RatingAggregate {
  const ratingAverage = count > 0 ? Math.round((total / count) * 10) / 10 : 0;
  return {
    ratingCount: count,
    ratingTotal: total,
    ratingAverage,
    ratingRank: count >= MIN_RATINGS_SHOWN ? ratingAverage : 0,
  };
}

/** The stored aggregate of a document (zero when it has none yet). */
export function storedAggregate(data: Record<string, unknown> | undefined): RatingAggregate {
  return aggregateOf(whole(data?.ratingCount), whole(data?.ratingTotal));
}

/**
 * The aggregate of a party's stored ratings, those whose rater's ratings count: what a venue starts from when it is
 * created under an id that was rated before (deleted and created again), so a fresh start cannot shed its ratings.
 */
export function aggregateOfRatings(ratings: readonly Record<string, unknown>[]): RatingAggregate {
  const counting = ratings.filter((rating) => rating.counts === true && whole(rating.stars) > 0);
  return aggregateOf(
    counting.length,
    counting.reduce((total, rating) => total + whole(rating.stars), 0),
  );
}

/** The aggregate after one rating changes from `before` (null: it did not exist) to `after`. */
export function aggregateAfter(
  current: RatingAggregate,
  before: Contribution | null,
  after: Contribution,
): RatingAggregate {
  const part = (c: Contribution | null) =>
    c?.counts ? { count: 1, total: c.stars } : { count: 0, total: 0 };
  const [was, now] = [part(before), part(after)];
  return aggregateOf(
    Math.max(0, current.ratingCount - was.count + now.count),
    Math.max(0, current.ratingTotal - was.total + now.total),
  );
}

export const sameAggregate = (a: RatingAggregate, b: RatingAggregate): boolean =>
  a.ratingCount === b.ratingCount && a.ratingTotal === b.ratingTotal;
