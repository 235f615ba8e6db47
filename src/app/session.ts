import type { RootState } from './store';

// The signed-in user is needed by guards, menus and the top bar, so its selectors live with the app, not a feature.
export const selectSessionUser = (state: RootState) => state.auth.user;

/** The signed-in account's uid. Typed against the session alone, so a feature's sagas and pages use it without the RootState. */
export const selectSessionUid = (state: { auth: { user: { id: string } | null } }) =>
  state.auth.user?.id ?? null;
