import { loadFunctions } from '@/lib/firebase/app';

/** Whether a platform account uses this e-mail; asked server-side because the client may not query managers by e-mail. */
async function checkAccountEmail(email: string): Promise<boolean> {
  const { functions, sdk } = await loadFunctions();
  const call = sdk.httpsCallable<{ email: string }, { exists: boolean }>(functions, 'checkAccountEmail');
  const result = await call({ email });
  return result.data.exists === true;
}

export const functionsService = {
  checkAccountEmail,
};
