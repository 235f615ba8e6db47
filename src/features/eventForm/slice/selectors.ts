import type { User } from '@/domain/entities';
import type { EventFormState } from './types';

// Typed against the slice (and the session) so the feature does not depend on the app's RootState.
interface WithEventForm {
  eventForm: EventFormState;
}

interface WithSession {
  auth: { user: User | null };
}

export const selectVenueOptions = (state: WithEventForm) => state.eventForm.venues;
export const selectManagerOptions = (state: WithEventForm) => state.eventForm.managers;
export const selectCreate = (state: WithEventForm) => state.eventForm.create;
export const selectEditing = (state: WithEventForm) => state.eventForm.editing;
export const selectUpdate = (state: WithEventForm) => state.eventForm.update;
export const selectSessionUser = (state: WithSession) => state.auth.user;
