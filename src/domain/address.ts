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

// Line 1 conventionally carries the street, so street number and name feed only the helping address
// and are not repeated in the address text.
const TEXT_PARTS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const HELPING_PARTS = ['street', 'streetName', 'city', 'state', 'country', 'postalCode'] as const;
const SUFFIX_PARTS = ['city', 'state', 'postalCode', 'country'] as const;

const joinParts = (parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');

export function fromManualAddress(form: ManualAddress): LocationValue {
  const helpingAddress: HelpingAddress = {};
  for (const field of HELPING_PARTS) {
    const text = form[field].trim();
    if (text) helpingAddress[field] = text;
  }
  const latitude = coordinateOf(form.latitude, 'latitude');
  const longitude = coordinateOf(form.longitude, 'longitude');
  return {
    location: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    address: joinParts(TEXT_PARTS.map((field) => form[field])),
    helpingAddress,
  };
}

/** The form that reproduces a stored value; the town-to-country tail of the address is split off again. */
export function toManualAddress(value: LocationValue): ManualAddress {
  const parts = value.helpingAddress;
  const suffix = joinParts(SUFFIX_PARTS.map((field) => parts[field]));
  let line1 = value.address;
  if (suffix && line1 === suffix) line1 = '';
  else if (suffix && line1.endsWith(`, ${suffix}`)) line1 = line1.slice(0, -(suffix.length + 2));
  return {
    line1,
    line2: '',
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
