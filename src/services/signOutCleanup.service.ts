// What a signed-out browser must not keep for the next person. Loaded only when someone signs out, so the sign-in
// page does not carry IndexedDB code.

/** Forgets the door's kept ticket lists (buyer names); a browser without IndexedDB has nothing to forget. */
async function forgetDoorData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const { doorStore } = await import('./doorStore');
  await doorStore.forgetPeople();
}

export const signOutCleanupService = { forgetDoorData };
