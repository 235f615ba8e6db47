import type { VenuesState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithVenues {
  venues: VenuesState;
}

export const selectVenueList = (state: WithVenues) => state.venues.list;
export const selectCurrentVenue = (state: WithVenues) => state.venues.current;
export const selectVenueSave = (state: WithVenues) => state.venues.save;
export const selectVenueBusyIds = (state: WithVenues) => state.venues.busyIds;
export const selectTogglingSlot = (state: WithVenues) => state.venues.togglingSlot;
export const selectVenueNotice = (state: WithVenues) => state.venues.notice;
