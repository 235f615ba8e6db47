import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { emailVariants, parseEmailInput, sameEmail } from './emailAddress';

/**
 * Forgot-password asks whether an account uses an address before sending the reset e-mail. It runs here
 * because the rules do not let a signed-out visitor query managers.
 */
export const checkAccountEmail = onCall(
  { region: settings.region },
  async (request): Promise<{ exists: boolean }> => {
    const email = parseEmailInput(request.data);
    if (!email) throw new HttpsError('invalid-argument', 'A valid email is required.');

    const managers = firestore().collection('managers');
    const snapshots = await Promise.all(
      emailVariants(email).map((variant) =>
        managers.where('email', '==', variant).select('email').limit(1).get(),
      ),
    );
    const exists = snapshots.some((snapshot) =>
      snapshot.docs.some((doc) => sameEmail(doc.get('email'), email)),
    );
    logs.accountEmailChecked({ exists });
    return { exists };
  },
);
