import { listingKeptFields } from '@gigvenue/contracts';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { lowestSlotPrice } from '../slots/lowestSlotPrice';
import { updateDocument } from '../shared/documents';

/**
 * Keeps managers/{uid}.startingFrom (the provider card's "Starting At") at the lowest slot price across the
 * manager's availability entries, 0 when none is left. Clients may not write it, so it cannot be faked. The
 * entries and the profile are read in one transaction, so two writes landing together still leave the
 * value of the last state.
 */
export const onAvailabilityWritten = onDocumentWritten(
  { document: 'managers/{uid}/availability/{entryId}', region: settings.region, retry: true },
  async (event) => {
    const { uid } = event.params;
    const db = firestore();
    const managerRef = db.doc(`managers/${uid}`);
    const outcome = await db.runTransaction(async (tx) => {
      const [manager, entries] = await Promise.all([
        tx.get(managerRef),
        tx.get(managerRef.collection('availability')),
      ]);
      if (!manager.exists) return null;
      const startingFrom = lowestSlotPrice(entries.docs.map((doc) => doc.data()));
      if (manager.get('startingFrom') === startingFrom) return null;
      updateDocument(tx, 'update', managerRef, listingKeptFields, { startingFrom });
      return startingFrom;
    });
    if (outcome !== null) logs.startingFromUpdated({ uid, startingFrom: outcome });
  },
);
