import type { DirectoryState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithDirectory {
  directory: DirectoryState;
}

export const selectManagerListing = (state: WithDirectory) => state.directory.managers;
export const selectVenueListing = (state: WithDirectory) => state.directory.venues;
export const selectManagerDetails = (state: WithDirectory) => state.directory.managerDetails;
export const selectVenueDetails = (state: WithDirectory) => state.directory.venueDetails;
export const selectRatingsList = (state: WithDirectory) => state.directory.ratings;
