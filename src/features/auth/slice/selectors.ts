import type { AuthState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithAuth {
  auth: AuthState;
}

export const selectAuthUser = (state: WithAuth) => state.auth.user;
export const selectRemember = (state: WithAuth) => state.auth.remember;
export const selectLoginState = (state: WithAuth) => state.auth.login;
export const selectRegistrationState = (state: WithAuth) => state.auth.registration;
export const selectRegistrationUploads = (state: WithAuth) => state.auth.registrationUploads;
export const selectPasswordResetState = (state: WithAuth) => state.auth.passwordReset;
export const selectCategoriesState = (state: WithAuth) => state.auth.categories;
