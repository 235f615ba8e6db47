// What a rating may be and when it shows, apart from the rateOrder and replyToRating schemas: the app's forms and
// cards read these without loading the schema library, and the functions count and close ratings by them.

export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** The longest rating or reply text. */
export const MAX_RATING_TEXT = 1000;
/** A rating may be changed for this long after it was first given; then it stands as written. */
export const RATING_EDIT_DAYS = 14;
/** Under this many counted ratings a card says 'New' and the directory's rating sort treats the party as unrated. */
export const MIN_RATINGS_SHOWN = 3;

/** The longest id the ratings callables take (an order's or a rating's, which share it). */
export const MAX_RATING_DOCUMENT_ID = 200;

/** A document id as the ratings callables take it and the functions read it back: 1 to 200 characters, no slash. */
export const isRatingDocumentId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_RATING_DOCUMENT_ID &&
  !value.includes('/');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a rating first given at `createdAt` (epoch ms) may still be changed at `now`: the callable refuses later. */
export const isRatingEditable = (createdAt: number, now: number): boolean =>
  now - createdAt <= RATING_EDIT_DAYS * DAY_MS;
