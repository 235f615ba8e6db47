import type { BookedSlot, Config, PlatformEvent } from './entities';
import { percentOf, toPence } from './money';
import type { RoleGroup } from './roles';

// The event owner's profit summary (spec sections 2 and 9), in whole pence:
//   tickets sold = the sum of the tickets' amountPaid
//   tax          = tickets sold × perTicketPercentage / 100
//   IGP Fee      = tickets sold × (platformFees + featuredEventsTaxPercentage when isFeaturedTaxApply) / 100
//   venue        = the booked venue's slot prices; each manager = their booked slot prices
//   total profit = tickets sold − (managers + venue + tax + IGP Fee)
// Which payments a summary lists depends on who owns the event: an event manager pays the venue they booked (none
// for a manual event), a venue owner pays the managers they booked, an organizer pays both.

export type ProfitFees = Pick<Config, 'platformFees' | 'perTicketPercentage' | 'featuredEventsTaxPercentage'>;
export type ProfitEvent = Pick<PlatformEvent, 'isManual' | 'isFeaturedTaxApply' | 'venue' | 'eventManagers'>;

export interface ManagerPayment {
  id: string;
  name: string;
  pence: number;
}

export interface ProfitSummary {
  /** The booked venue's slots; null when the summary has no venue row. */
  venuePaymentPence: number | null;
  /** One row per booked manager; null when the summary has no manager rows. */
  managerPayments: ManagerPayment[] | null;
  feePercentage: number;
  igpFeePence: number;
  taxPercentage: number;
  taxPence: number;
  ticketsSoldPence: number;
  totalProfitPence: number;
}

export interface ProfitInput {
  /** The role group of the event's owner, who is the one reading the summary. */
  owner: RoleGroup;
  event: ProfitEvent;
  /** The sum of the event's tickets' amountPaid, in pence (kept by the ticket functions, not summed here). */
  ticketsSoldPence: number;
  /** The owner's config; a missing value counts as 0 %. */
  fees: Partial<ProfitFees> | null | undefined;
}

const percentage = (value: number | undefined): number => (Number.isFinite(value) ? Number(value) : 0);

const slotsPence = (slots: readonly BookedSlot[]): number =>
  slots.reduce((sum, slot) => sum + toPence(slot.price), 0);

/** Whether the event booked a platform venue (a manual event brings its own and pays no one for it). */
function hasBookedVenue(event: ProfitEvent): boolean {
  return (
    !event.isManual && event.venue !== null && (Boolean(event.venue.id) || event.venue.bookedSlots.length > 0)
  );
}

export function profitSummary({ owner, event, ticketsSoldPence, fees }: ProfitInput): ProfitSummary {
  const sold = Math.max(0, Math.round(ticketsSoldPence));
  const taxPercentage = percentage(fees?.perTicketPercentage);
  // Rounded so that 2.1 + 0.2 shows as 2.3, not 2.3000000000000003.
  const feePercentage = Number(
    (
      percentage(fees?.platformFees) +
      (event.isFeaturedTaxApply ? percentage(fees?.featuredEventsTaxPercentage) : 0)
    ).toFixed(6),
  );
  const taxPence = percentOf(sold, taxPercentage);
  const igpFeePence = percentOf(sold, feePercentage);

  const venuePaymentPence =
    owner !== 'venueOwner' && hasBookedVenue(event) ? slotsPence(event.venue?.bookedSlots ?? []) : null;
  const managerPayments =
    owner === 'eventManager'
      ? null
      : event.eventManagers.map((manager) => ({
          id: manager.id,
          name: manager.name,
          pence: slotsPence(manager.bookedSlots),
        }));

  const managersPence = (managerPayments ?? []).reduce((sum, payment) => sum + payment.pence, 0);
  const totalProfitPence = sold - (managersPence + (venuePaymentPence ?? 0) + taxPence + igpFeePence);
  return {
    venuePaymentPence,
    managerPayments,
    feePercentage,
    igpFeePence,
    taxPercentage,
    taxPence,
    ticketsSoldPence: sold,
    totalProfitPence,
  };
}
