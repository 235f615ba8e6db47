import { number, object, string } from 'yup';
import { isPlainText } from '@gigvenue/contracts';
import type { ManualVenueInput } from '@/domain/booking';

export const MANUAL_VENUE_MESSAGES = {
  venueNameRequired: 'validation.manualVenueNameRequired',
  venueNameNoLinks: 'validation.noLinks',
  addressRequired: 'validation.manualAddressRequired',
  seatsRequired: 'validation.manualSeatsRequired',
  seatsMin: 'validation.manualSeatsMin',
} as const;

export interface ManualVenueValues {
  venueName: string;
  address: string;
  seats: number | '';
}

export const manualVenueInitialValues = (): ManualVenueValues => ({ venueName: '', address: '', seats: '' });

const emptyNumber = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const manualVenueSchema = object({
  venueName: string()
    .trim()
    .required(MANUAL_VENUE_MESSAGES.venueNameRequired)
    .test('plain', MANUAL_VENUE_MESSAGES.venueNameNoLinks, (value) => isPlainText(value ?? '')),
  address: string().trim().required(MANUAL_VENUE_MESSAGES.addressRequired),
  seats: number()
    .transform(emptyNumber)
    .typeError(MANUAL_VENUE_MESSAGES.seatsRequired)
    .required(MANUAL_VENUE_MESSAGES.seatsRequired)
    .integer(MANUAL_VENUE_MESSAGES.seatsMin)
    .min(1, MANUAL_VENUE_MESSAGES.seatsMin),
});

export const toManualVenue = (values: ManualVenueValues): ManualVenueInput => ({
  venueName: values.venueName.trim(),
  address: values.address.trim(),
  seats: Number(values.seats),
});
