import type { GeoPoint, HelpingAddress, LocationValue } from './entities';

/** The part of a Google geocoder result the app reads; google.maps.GeocoderResult satisfies it. */
export interface GeocodedPlace {
  formatted_address: string;
  address_components: { long_name: string; short_name: string; types: string[] }[];
  geometry: { location: { lat(): number; lng(): number } };
}

// Which address component fills which helping-address field, in order of preference: UK addresses
// often carry the town only as postal_town.
const COMPONENTS: [keyof HelpingAddress, string[]][] = [
  ['street', ['street_number']],
  ['streetName', ['route']],
  ['city', ['locality', 'postal_town']],
  ['state', ['administrative_area_level_1']],
  ['country', ['country']],
  ['postalCode', ['postal_code']],
];

/** Maps a geocoder result to the value every location field stores. */
export function toLocationValue(place: GeocodedPlace): LocationValue {
  const helpingAddress: HelpingAddress = {};
  for (const [field, types] of COMPONENTS) {
    for (const type of types) {
      const component = place.address_components.find((candidate) => candidate.types.includes(type));
      if (component) {
        helpingAddress[field] = component.long_name;
        break;
      }
    }
  }
  const { location } = place.geometry;
  return {
    location: { latitude: location.lat(), longitude: location.lng() },
    address: place.formatted_address,
    helpingAddress,
  };
}

/**
 * The part of a Places API (New) place the app reads: the REST answer of Place Details (New), `places/{id}` with the
 * field mask formattedAddress,location,addressComponents, or the Maps JavaScript API's `google.maps.places.Place`
 * after fetchFields (whose location is a LatLng rather than a literal).
 */
export interface PlaceDetails {
  formattedAddress?: string | null;
  addressComponents?: { longText?: string | null; types: string[] }[] | null;
  location?: { latitude: number; longitude: number } | { lat(): number; lng(): number } | null;
}

/** Maps a place of the new Places API to the value every location field stores, or null when it has no address or point. */
export function placeToLocationValue(place: PlaceDetails): LocationValue | null {
  const point = place.location;
  if (!place.formattedAddress || !point) return null;
  const helpingAddress: HelpingAddress = {};
  const components = place.addressComponents ?? [];
  for (const [field, types] of COMPONENTS) {
    for (const type of types) {
      const component = components.find((candidate) => candidate.types.includes(type) && candidate.longText);
      if (component?.longText) {
        helpingAddress[field] = component.longText;
        break;
      }
    }
  }
  return {
    location:
      'latitude' in point
        ? { latitude: point.latitude, longitude: point.longitude }
        : { latitude: point.lat(), longitude: point.lng() },
    address: place.formattedAddress,
    helpingAddress,
  };
}

/** What a person types into the manual address form; coordinates stay text so a half-typed number survives. */
export interface ManualAddress {
  line1: string;
  line2: string;
  street: string;
  streetName: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  latitude: string;
  longitude: string;
}

export type Coordinate = 'latitude' | 'longitude';
const COORDINATE_LIMITS: Record<Coordinate, number> = { latitude: 90, longitude: 180 };

/** Blank counts as valid: coordinates are optional, only a wrong number is an error. */
export function isValidCoordinate(text: string, kind: Coordinate): boolean {
  return text.trim() === '' || coordinateOf(text, kind) !== null;
}

/** The number typed, or null when it is blank, not a number or out of range. */
export function coordinateOf(text: string, kind: Coordinate): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMITS[kind] ? value : null;
}

const HELPING_PARTS = ['street', 'streetName', 'city', 'state', 'country', 'postalCode'] as const;
const SUFFIX_PARTS = ['city', 'state', 'postalCode', 'country'] as const;
const SEPARATOR = ', ';

const joinParts = (parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(SEPARATOR);

/** "10 Downing Street" from the street number and name, as far as they are given. */
const streetOf = (parts: { street?: string; streetName?: string }) =>
  [parts.street, parts.streetName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

/**
 * The address text reads line 1, the street, line 2, then town to country. Line 1 conventionally carries
 * the street, so the street number and name join the text only when neither line already says them; that
 * way someone who gives only those still has an address.
 */
export function fromManualAddress(form: ManualAddress): LocationValue {
  const helpingAddress: HelpingAddress = {};
  for (const field of HELPING_PARTS) {
    const text = form[field].trim();
    if (text) helpingAddress[field] = text;
  }
  const street = streetOf(form);
  const lines = `${form.line1} ${form.line2}`.toLowerCase();
  const latitude = coordinateOf(form.latitude, 'latitude');
  const longitude = coordinateOf(form.longitude, 'longitude');
  return {
    location: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    address: joinParts([
      form.line1,
      street && !lines.includes(street.toLowerCase()) ? street : '',
      form.line2,
      ...SUFFIX_PARTS.map((field) => form[field]),
    ]),
    helpingAddress,
  };
}

/**
 * The form that reproduces a stored value. The town-to-country tail is split off again; what precedes it
 * was line 1, the street and line 2. The value does not keep where line 1 ended, so line 1 takes the first
 * comma-separated part and line 2 the rest (a line 1 typed with a comma comes back split, but the form
 * still yields the same value). A value the manual form did not write (a geocoded one, whose text does not
 * end in its parts) stays whole in line 1.
 */
export function toManualAddress(value: LocationValue): ManualAddress {
  const parts = value.helpingAddress;
  const suffix = joinParts(SUFFIX_PARTS.map((field) => parts[field]));
  let lines: string[] = [value.address];
  if (!suffix) lines = value.address.split(SEPARATOR);
  else if (value.address === suffix) lines = [];
  else if (value.address.endsWith(`${SEPARATOR}${suffix}`)) {
    lines = value.address.slice(0, -(suffix.length + SEPARATOR.length)).split(SEPARATOR);
  }
  // The street the text repeats from the street fields is dropped; as line 1 it may stay, since a line
  // that says the street keeps the fields from adding it again.
  const street = streetOf(parts);
  const streetAt = street ? lines.indexOf(street, 1) : -1;
  if (streetAt > 0) lines.splice(streetAt, 1);
  const [line1 = '', ...line2] = lines;
  return {
    line1,
    line2: line2.join(SEPARATOR),
    street: parts.street ?? '',
    streetName: parts.streetName ?? '',
    city: parts.city ?? '',
    state: parts.state ?? '',
    country: parts.country ?? '',
    postalCode: parts.postalCode ?? '',
    latitude: value.location ? String(value.location.latitude) : '',
    longitude: value.location ? String(value.location.longitude) : '',
  };
}

const samePoint = (a: GeoPoint | null, b: GeoPoint | null) =>
  a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);

export function sameLocation(a: LocationValue, b: LocationValue): boolean {
  if (a.address !== b.address || !samePoint(a.location, b.location)) return false;
  return HELPING_PARTS.every((field) => a.helpingAddress[field] === b.helpingAddress[field]);
}

export const EMPTY_LOCATION: LocationValue = { location: null, address: '', helpingAddress: {} };
