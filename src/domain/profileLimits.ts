// How long a profile's typed fields may be. firestore.rules enforces the same numbers (a client that skips the
// form is refused there); the forms check them first so a person sees which field is too long.
export const PROFILE_LIMITS = {
  name: 100,
  number: 30,
  bio: 5000,
  experienceYears: 80,
} as const;

/** The same for a venue's typed fields. */
export const VENUE_LIMITS = {
  venueName: 150,
  seats: 100_000,
  description: 5000,
  lineAddress: 200,
} as const;
