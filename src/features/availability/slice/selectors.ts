import type { AvailabilityState } from './types';

// Typed against the slices it reads, not the app's RootState, so the feature stays independent.
interface WithAvailability {
  availability: AvailabilityState;
}

/** The signed-in account, as the auth slice stores it; only its id is needed here. */
export interface WithSession {
  auth: { user: { id: string } | null };
}

export const selectEntries = (state: WithAvailability) => state.availability.entries;
export const selectLoadState = (state: WithAvailability) => state.availability.load;
export const selectAddState = (state: WithAvailability) => state.availability.add;
export const selectRemoveState = (state: WithAvailability) => state.availability.remove;
export const selectSessionUid = (state: WithSession) => state.auth.user?.id ?? null;
