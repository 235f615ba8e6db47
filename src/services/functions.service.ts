import {
  deleteAvailabilitySlot as deleteAvailabilitySlotContract,
  saveVenueAvailability as saveVenueAvailabilityContract,
  toggleVenueSlot as toggleVenueSlotContract,
  type RequestOf,
} from '@gigvenue/contracts';
import { callContract } from './callContract';

export type DeleteAvailabilitySlotRequest = RequestOf<typeof deleteAvailabilitySlotContract>;

/** Deletes an availability slot server-side, where the "booked today or later" check cannot be skipped. */
async function deleteAvailabilitySlot(request: DeleteAvailabilitySlotRequest): Promise<void> {
  await callContract(deleteAvailabilitySlotContract, request);
}

/** venueId, the day ('YYYY-MM-DD') and the slot's id. */
export type ToggleVenueSlotRequest = RequestOf<typeof toggleVenueSlotContract>;

/** Books (inactive) or frees (active) a venue slot for a date; the bookings map is written server-side only. */
async function toggleVenueSlot(request: ToggleVenueSlotRequest): Promise<{ active: boolean }> {
  const { active } = await callContract(toggleVenueSlotContract, request);
  return { active };
}

export type SaveVenueAvailabilityRequest = RequestOf<typeof saveVenueAvailabilityContract>;

/**
 * Stores a venue's whole availability server-side, where every slot is checked (the rules cannot loop over them)
 * and an edit that drops or changes a slot an order holds is refused in one transaction with the bookings map.
 */
async function saveVenueAvailability(request: SaveVenueAvailabilityRequest): Promise<void> {
  await callContract(saveVenueAvailabilityContract, request);
}

export const functionsService = {
  deleteAvailabilitySlot,
  toggleVenueSlot,
  saveVenueAvailability,
};
