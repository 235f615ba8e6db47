import type { AnnouncementsState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithAnnouncements {
  announcements: AnnouncementsState;
}
export const selectAnnounceableEvents = (state: WithAnnouncements) => state.announcements.events;
export const selectHolders = (state: WithAnnouncements) => state.announcements.holders;
export const selectSendState = (state: WithAnnouncements) => state.announcements.send;
export const selectFailedAttempt = (state: WithAnnouncements) => state.announcements.send.failedAttempt;
