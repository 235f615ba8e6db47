// What index.html's inline scripts (./inline, put in by ./build from vite.config.ts) share with the app: they run
// before it loads, so these live apart from the features that use them.

/** Storage key of the signed-in user (local or session storage). */
export const STORED_SESSION_KEY = 'authUser';

/** Storage key of the interface language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'gigvenue.language';

/** Storage key of the layout settings the visitor chose (sidebar and top bar themes, width). */
export const LAYOUT_STORAGE_KEY = 'gigvenue.layout';

/** The attribute index.html's script sets on a prerendered form submitted before the app had loaded. */
export const PRERENDERED_SUBMIT_MARK = 'data-submitted';

/** The attribute on the prerendered sign-in page that index.html shows before the app has loaded. */
export const PRERENDERED_MARK = 'data-prerendered';
