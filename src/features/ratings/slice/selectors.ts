import type { RatingsState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithRatings {
  ratings: RatingsState;
}

export const selectRatableBookings = (state: WithRatings) => state.ratings.bookings;
export const selectRatingSave = (state: WithRatings) => state.ratings.save;
export const selectReceivedRatings = (state: WithRatings) => state.ratings.received;
export const selectRatingReply = (state: WithRatings) => state.ratings.reply;
export const selectOpenRatingForm = (state: WithRatings) => state.ratings.openOrderId;
