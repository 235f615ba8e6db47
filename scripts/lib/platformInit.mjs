// The platform's own documents, which every project needs: the default config each new account copies
// (configurations/default), the event types and the categories the registration form lists. A real project gets
// them from `npm run operator -- init`; the demo seed writes the same. Never any account, never a password.
import { CATEGORIES, DEFAULT_CONFIG, EVENT_TYPE_OPTIONS } from './demo-data.mjs';

/** Creates the document unless it exists; resolves whether it was created. */
export async function createIfMissing(ref, data) {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (error.code === 6 /* ALREADY_EXISTS */) return false;
    throw error;
  }
}

/**
 * Writes whichever of the platform's documents are missing and leaves the others as they are, so running it again
 * keeps what the operator has changed since. Resolves how many were created and how many were already there.
 */
export async function initPlatform(db) {
  const documents = [
    [db.doc('configurations/default'), DEFAULT_CONFIG],
    [db.doc('configurations/eventTypes'), { options: EVENT_TYPE_OPTIONS }],
    ...CATEGORIES.map(({ id, name }) => [db.collection('categories').doc(id), { name }]),
  ];
  let created = 0;
  for (const [ref, data] of documents) if (await createIfMissing(ref, data)) created += 1;
  return { created, kept: documents.length - created };
}
