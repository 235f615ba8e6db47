/** Where the signed-in user is kept (local or session storage); index.html's preload script reads it too. */
export const STORED_SESSION_KEY = 'authUser';
