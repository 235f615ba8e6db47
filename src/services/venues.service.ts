import type { DocumentData } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import { Refused } from '@/lib/firebase/errors';
import type { GeoPoint, HelpingAddress } from '@/domain/entities';
import type { Venue, VenueInput } from '@/domain/venue';
import type { SeatFloor } from '@/domain/seatFloor';
import { localDateOf } from '@/domain/recurrence';
import { heldSlotIds, SLOT_BOOKED_MESSAGE } from '@/domain/slotHolds';
import { availabilityEntriesOf } from './availability.parse';
import { bookingsService } from './bookings.service';
import { functionsService } from './functions.service';

// Data model.
// venues/{id} = { createdBy, venueName, seats, description, address, lineAddress1, lineAddress2,
//   helpingAddress, location, attachments, isOnline, availability: AvailabilityEntry[], startingFrom, createdAt }.
//   The owner writes the details directly, except startingFrom (kept by the onVenueWritten function) and createdBy,
//   which never changes. availability goes only through the saveVenueAvailability callable (the rules cannot check
//   every slot, nor that an edit keeps the slots orders hold): a venue is created with an empty list, then its list
//   is saved. The venue's booked slots live in bookings/{venueId} (see bookings.service.ts), written only by
//   functions: an owner switches a slot off for a date through the toggleVenueSlot callable.

export type { Venue, VenueInput };

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored document as plain data; missing fields get their empty value so screens never meet undefined. */
function venueOf(id: string, stored: DocumentData): Venue {
  const data = toPlain(stored);
  const location = data.location as Partial<GeoPoint> | null | undefined;
  return {
    id,
    createdBy: asText(data.createdBy),
    venueName: asText(data.venueName),
    seats: asNumber(data.seats ?? 1),
    description: asText(data.description),
    address: asText(data.address),
    lineAddress1: asText(data.lineAddress1),
    lineAddress2: asText(data.lineAddress2),
    helpingAddress: (data.helpingAddress ?? {}) as HelpingAddress,
    location:
      location && typeof location.latitude === 'number' && typeof location.longitude === 'number'
        ? { latitude: location.latitude, longitude: location.longitude }
        : null,
    attachments: Array.isArray(data.attachments)
      ? data.attachments.filter((url: unknown) => typeof url === 'string')
      : [],
    isOnline: data.isOnline === true,
    availability: availabilityEntriesOf(data.availability),
    startingFrom: asNumber(data.startingFrom ?? 0),
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
  };
}

type VenueDetails = Omit<VenueInput, 'availability'>;

/**
 * Only the known keys reach Firestore, since the rules refuse the whole write when another one is present; the
 * availability is never among them (the saveVenueAvailability callable writes it).
 */
function detailsOf(input: VenueInput): VenueDetails {
  const {
    venueName,
    seats,
    description,
    address,
    lineAddress1,
    lineAddress2,
    helpingAddress,
    location,
    attachments,
  } = input;
  return {
    venueName,
    seats,
    description,
    address,
    lineAddress1,
    lineAddress2,
    helpingAddress,
    location,
    attachments,
  };
}

const saveAvailability = (venueId: string, input: VenueInput) =>
  functionsService.saveVenueAvailability({ venueId, availability: input.availability });

async function venues() {
  const { db, sdk } = await loadFirestore();
  return { db, sdk, collection: sdk.collection(db, 'venues') };
}

/** The most venues a list shows, and the most the rules let one query return. */
export const MAX_LISTED_VENUES = 100;

/** The owner's venues, newest first (the newest MAX_LISTED_VENUES). */
async function listByOwner(ownerId: string): Promise<Venue[]> {
  const { sdk, collection } = await venues();
  const snapshot = await sdk.getDocs(
    sdk.query(
      collection,
      sdk.where('createdBy', '==', ownerId),
      sdk.orderBy('createdAt', 'desc'),
      sdk.limit(MAX_LISTED_VENUES),
    ),
  );
  return snapshot.docs.map((doc) => venueOf(doc.id, doc.data()));
}

async function get(id: string): Promise<Venue | null> {
  const { sdk, collection } = await venues();
  const snapshot = await sdk.getDoc(sdk.doc(collection, id));
  return snapshot.exists() ? venueOf(snapshot.id, snapshot.data()) : null;
}

/**
 * Creates an online venue owned by ownerId and returns its id. The document starts with no availability, which the
 * callable then saves; if that is refused, the venue goes again, so nothing half-made stays and the form shows why.
 */
async function create(ownerId: string, input: VenueInput): Promise<string> {
  const { sdk, collection } = await venues();
  const ref = await sdk.addDoc(collection, {
    ...detailsOf(input),
    availability: [],
    createdBy: ownerId,
    isOnline: true,
    createdAt: sdk.serverTimestamp(),
  });
  try {
    await saveAvailability(ref.id, input);
  } catch (error) {
    await sdk.deleteDoc(ref).catch(() => undefined);
    throw error;
  }
  return ref.id;
}

/**
 * The availability first: the callable refuses, inside its transaction with the bookings map, an edit that drops or
 * changes a slot an order holds today or later (the spec's "Slot is already booked"), and then nothing is changed.
 */
async function update(id: string, input: VenueInput): Promise<void> {
  await saveAvailability(id, input);
  const { sdk, collection } = await venues();
  await sdk.updateDoc(sdk.doc(collection, id), { ...detailsOf(input) });
}

/** venueSeatFloors/{id}: the fewest seats the venue's booked events need (functions keep it), or null for none. */
async function seatFloor(id: string): Promise<SeatFloor | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'venueSeatFloors', id));
  const seats = snapshot.get('seats');
  const heldUntil = snapshot.get('heldUntil');
  return typeof seats === 'number' && typeof heldUntil === 'string' ? { seats, heldUntil } : null;
}

async function setOnline(id: string, isOnline: boolean): Promise<void> {
  const { sdk, collection } = await venues();
  await sdk.updateDoc(sdk.doc(collection, id), { isOnline });
}

async function remove(id: string): Promise<void> {
  if (heldSlotIds(await bookingsService.holds(id), localDateOf(new Date())).length > 0)
    throw new Refused('slotBooked', SLOT_BOOKED_MESSAGE);
  const { sdk, collection } = await venues();
  await sdk.deleteDoc(sdk.doc(collection, id));
}

/** Switches a slot off (booked) or on (free) for one 'YYYY-MM-DD' date; resolves whether it is now active. */
async function toggleSlot(venueId: string, date: string, slotId: string): Promise<boolean> {
  const { active } = await functionsService.toggleVenueSlot({ venueId, date, slotId });
  return active;
}

export const venuesService = {
  listByOwner,
  get,
  create,
  update,
  seatFloor,
  setOnline,
  remove,
  toggleSlot,
};
