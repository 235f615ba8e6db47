import { array, mixed, number, object, string, type InferType } from 'yup';
import { isPlainText } from '@gigvenue/contracts';
import type { CalendarDate, HelpingAddress, LocationValue } from '@/domain/entities';
import { compareDates, latestStartDate, parseDateKey } from '@/domain/recurrence';
import type { AvailabilityEntry } from '@/domain/slots';
import type { Picture, Venue, VenueSubmission } from '../slice/types';
import { VENUE_LIMITS } from '@/domain/profileLimits';

/** Validation messages are translation keys in the `venues` namespace; the fields render them through t(). */
export const VENUE_MESSAGES = {
  venueNameRequired: 'validation.venueNameRequired',
  venueNameNoLinks: 'validation.venueNameNoLinks',
  capacityRequired: 'validation.capacityRequired',
  capacityMin: 'validation.capacityMin',
  descriptionRequired: 'validation.descriptionRequired',
  venueNameMax: 'validation.venueNameMax',
  capacityMax: 'validation.capacityMax',
  descriptionMax: 'validation.descriptionMax',
  lineAddressMax: 'validation.lineAddressMax',
  attachmentsMin: 'validation.attachmentsMin',
  attachmentsMax: 'validation.attachmentsMax',
  locationRequired: 'validation.locationRequired',
  lineAddress1Required: 'validation.lineAddress1Required',
  startDateRequired: 'validation.startDateRequired',
  startDatePast: 'validation.startDatePast',
  startDateTooFar: 'validation.startDateTooFar',
  slotsMin: 'validation.slotsMin',
} as const;

/** Spec section 9: a venue has one to five pictures; the upload control hides at five. */
export const MIN_ATTACHMENTS = 1;
export const MAX_ATTACHMENTS = 5;
export const DEFAULT_SEATS = 1;

export const venueDetailsSchema = object({
  venueName: string()
    .trim()
    .required(VENUE_MESSAGES.venueNameRequired)
    .max(VENUE_LIMITS.venueName, VENUE_MESSAGES.venueNameMax)
    // The rules refuse it too: event pages and ticket mails show the name to strangers.
    .test('plain', VENUE_MESSAGES.venueNameNoLinks, (value) => isPlainText(value ?? ''))
    .default(''),
  // An empty number input gives '', which must read as "missing" rather than "not a number".
  seats: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(VENUE_MESSAGES.capacityRequired)
    .required(VENUE_MESSAGES.capacityRequired)
    .integer(VENUE_MESSAGES.capacityMin)
    .min(1, VENUE_MESSAGES.capacityMin)
    .max(VENUE_LIMITS.seats, VENUE_MESSAGES.capacityMax),
  description: string()
    .trim()
    .required(VENUE_MESSAGES.descriptionRequired)
    .max(VENUE_LIMITS.description, VENUE_MESSAGES.descriptionMax)
    .default(''),
  attachments: array()
    .of(mixed<Picture>().required())
    .min(MIN_ATTACHMENTS, VENUE_MESSAGES.attachmentsMin)
    .max(MAX_ATTACHMENTS, VENUE_MESSAGES.attachmentsMax)
    .required(VENUE_MESSAGES.attachmentsMin),
  location: mixed<LocationValue>()
    .required(VENUE_MESSAGES.locationRequired)
    .test('location', VENUE_MESSAGES.locationRequired, (value) => Boolean(value?.address?.trim())),
  lineAddress1: string()
    .trim()
    .required(VENUE_MESSAGES.lineAddress1Required)
    .max(VENUE_LIMITS.lineAddress, VENUE_MESSAGES.lineAddressMax)
    .default(''),
  lineAddress2: string().trim().max(VENUE_LIMITS.lineAddress, VENUE_MESSAGES.lineAddressMax).default(''),
});

export type VenueDetailsValues = Omit<
  InferType<typeof venueDetailsSchema>,
  'seats' | 'attachments' | 'location'
> & {
  /** '' while the number input is empty. */
  seats: number | '';
  attachments: Picture[];
  location: LocationValue;
};

/** Step two as it stands: the start date typed so far (touched once the owner has been in the field) and the slots. */
export interface AvailabilityDraft {
  startDate: string;
  startDateTouched: boolean;
  entries: readonly AvailabilityEntry[];
}

export const hasAnySlot = (entries: readonly AvailabilityEntry[]) =>
  entries.some((entry) => entry.slots.length > 0);

function startDateError(
  { startDate, startDateTouched }: AvailabilityDraft,
  today: CalendarDate,
): string | undefined {
  const date = parseDateKey(startDate);
  if (!date) return startDateTouched ? VENUE_MESSAGES.startDateRequired : undefined;
  if (compareDates(date, today) < 0) return VENUE_MESSAGES.startDatePast;
  // saveVenueAvailability refuses a new start more than 366 days ahead; the wizard stops a day sooner.
  return compareDates(date, latestStartDate(today)) > 0 ? VENUE_MESSAGES.startDateTooFar : undefined;
}

/**
 * Step two's messages, as keys. A date before today or more than a year ahead says so at once, since nothing else
 * would tell the owner why Add Slot stays off; a missing date only once the field was left; the slot rule as long as
 * no slot exists, because it is why Next stays off.
 */
export function availabilityErrors(
  draft: AvailabilityDraft,
  today: CalendarDate,
): { startDate?: string; slots?: string } {
  const startDate = startDateError(draft, today);
  return {
    ...(startDate ? { startDate } : {}),
    ...(hasAnySlot(draft.entries) ? {} : { slots: VENUE_MESSAGES.slotsMin }),
  };
}

export function venueDetailsInitialValues(venue: Venue | null): VenueDetailsValues {
  return {
    venueName: venue?.venueName ?? '',
    seats: venue?.seats ?? DEFAULT_SEATS,
    description: venue?.description ?? '',
    attachments: (venue?.attachments ?? []).map((url) => ({ key: url, url })),
    location: {
      location: venue?.location ?? null,
      address: venue?.address ?? '',
      helpingAddress: venue?.helpingAddress ?? {},
    },
    lineAddress1: venue?.lineAddress1 ?? '',
    lineAddress2: venue?.lineAddress2 ?? '',
  };
}

/** The first address lines a picked location suggests, for line fields the owner has left empty. */
export function suggestedLines(value: LocationValue): { lineAddress1: string; lineAddress2: string } {
  const { street, streetName, city, postalCode } = value.helpingAddress;
  const line1 = [street, streetName].filter(Boolean).join(' ') || (value.address.split(',')[0] ?? '').trim();
  const line2 = [city, postalCode].filter(Boolean).join(' ');
  return { lineAddress1: line1, lineAddress2: line2 };
}

/** Firestore refuses undefined values, and blank parts carry no information, so only filled parts are kept. */
export function cleanHelpingAddress(parts: HelpingAddress): HelpingAddress {
  const cleaned: HelpingAddress = {};
  for (const [key, value] of Object.entries(parts) as [keyof HelpingAddress, string | undefined][]) {
    const text = value?.trim();
    if (text) cleaned[key] = text;
  }
  return cleaned;
}

/** What the wizard saves; call only with values both schemas accepted. */
export function toVenueSubmission(
  values: VenueDetailsValues,
  availability: AvailabilityEntry[],
  id?: string,
): VenueSubmission {
  return {
    ...(id ? { id } : {}),
    details: {
      venueName: values.venueName.trim(),
      seats: Number(values.seats),
      description: values.description.trim(),
      address: values.location.address.trim(),
      lineAddress1: values.lineAddress1.trim(),
      lineAddress2: values.lineAddress2.trim(),
      helpingAddress: cleanHelpingAddress(values.location.helpingAddress),
      location: values.location.location,
      availability: availability.filter((entry) => entry.slots.length > 0),
    },
    files: values.attachments,
  };
}
