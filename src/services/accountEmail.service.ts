// The sign-in pages' saga is part of the first visit, so this service is too: the call itself, with the callable's
// contract and the schema library it parses with, loads when someone asks whether an address is registered, never
// with /login.

/** Whether a platform account uses this e-mail; asked server-side because the client may not query managers by e-mail. */
async function checkAccountEmail(email: string): Promise<boolean> {
  const { isRegistered } = await import('./accountEmail.call');
  return isRegistered(email);
}

export const accountEmailService = { checkAccountEmail };
