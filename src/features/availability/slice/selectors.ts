import type { AvailabilityState } from './types';

// Typed against the slices it reads, not the app's RootState, so the feature stays independent.
interface WithAvailability {
  availability: AvailabilityState;
}

export const selectEntries = (state: WithAvailability) => state.availability.entries;
export const selectLoadState = (state: WithAvailability) => state.availability.load;
export const selectAddState = (state: WithAvailability) => state.availability.add;
export const selectRemoveState = (state: WithAvailability) => state.availability.remove;
