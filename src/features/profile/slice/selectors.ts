import type { ProfileState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithProfile {
  profile: ProfileState;
}

export const selectProfileUpdate = (state: WithProfile) => state.profile.update;
export const selectProfileUpdateError = (state: WithProfile) => state.profile.updateError;
export const selectUploadProgress = (state: WithProfile) => state.profile.uploads;
export const selectProfileCategories = (state: WithProfile) => state.profile.categories;
export const selectPasswordChange = (state: WithProfile) => state.profile.passwordChange;
export const selectPasswordChangeError = (state: WithProfile) => state.profile.passwordChangeError;
export const selectPush = (state: WithProfile) => state.profile.push;
