import { checkAccountEmail as checkAccountEmailContract } from '@gigvenue/contracts';
import { loadFunctions } from '@/lib/firebase/app';
import { callContract } from './callContract';
import type { AvailabilityEntry } from '@/domain/slots';

/** Whether a platform account uses this e-mail; asked server-side because the client may not query managers by e-mail. */
async function checkAccountEmail(email: string): Promise<boolean> {
  const { exists } = await callContract(checkAccountEmailContract, { email });
  return exists;
}

export interface DeleteAvailabilitySlotRequest {
  ownerId: string;
  entryId: string;
  slotId: string;
}

/** Deletes an availability slot server-side, where the "booked today or later" check cannot be skipped. */
async function deleteAvailabilitySlot(request: DeleteAvailabilitySlotRequest): Promise<void> {
  const { functions, sdk } = await loadFunctions();
  await sdk.httpsCallable<DeleteAvailabilitySlotRequest, { deleted: boolean }>(
    functions,
    'deleteAvailabilitySlot',
  )(request);
}

export interface ToggleVenueSlotRequest {
  venueId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  slotId: string;
}

/** Books (inactive) or frees (active) a venue slot for a date; the bookings map is written server-side only. */
async function toggleVenueSlot(request: ToggleVenueSlotRequest): Promise<{ active: boolean }> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<ToggleVenueSlotRequest, { active: boolean }>(
    functions,
    'toggleVenueSlot',
  )(request);
  return { active: result.data.active === true };
}

export interface SaveVenueAvailabilityRequest {
  venueId: string;
  availability: AvailabilityEntry[];
}

/**
 * Stores a venue's whole availability server-side, where every slot is checked (the rules cannot loop over them)
 * and an edit that drops or changes a slot an order holds is refused in one transaction with the bookings map.
 */
async function saveVenueAvailability(request: SaveVenueAvailabilityRequest): Promise<void> {
  const { functions, sdk } = await loadFunctions();
  await sdk.httpsCallable<SaveVenueAvailabilityRequest, { saved: boolean }>(
    functions,
    'saveVenueAvailability',
  )(request);
}

export const functionsService = {
  checkAccountEmail,
  deleteAvailabilitySlot,
  toggleVenueSlot,
  saveVenueAvailability,
};
