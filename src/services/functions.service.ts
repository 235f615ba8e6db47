import { httpsCallable } from 'firebase/functions';
import { firebase } from '@/lib/firebase/app';

/** Whether a platform account uses this e-mail; asked server-side because the client may not query managers by e-mail. */
async function checkAccountEmail(email: string): Promise<boolean> {
  const call = httpsCallable<{ email: string }, { exists: boolean }>(
    firebase().functions,
    'checkAccountEmail',
  );
  const result = await call({ email });
  return result.data.exists === true;
}

export const functionsService = {
  checkAccountEmail,
};
