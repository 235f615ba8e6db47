// Seeds the directory's demo venues and their bookings maps; documents that exist are left alone.
import { FieldValue } from 'firebase-admin/firestore';
import { demoVenues } from './demo-data.mjs';

async function createIfMissing(ref, data) {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (error.code === 6 /* ALREADY_EXISTS */) return false;
    throw error;
  }
}

/** Returns how many venues were new. */
export async function seedVenues(db, year = new Date().getUTCFullYear()) {
  let created = 0;
  for (const { id, venue, bookings } of demoVenues(year)) {
    if (
      await createIfMissing(db.collection('venues').doc(id), {
        ...venue,
        createdAt: FieldValue.serverTimestamp(),
      })
    )
      created += 1;
    await createIfMissing(db.collection('bookings').doc(id), { bookings });
  }
  return created;
}
