import { describe, expect, it } from 'vitest';
import {
  coordinateOf,
  fromManualAddress,
  isValidCoordinate,
  sameLocation,
  toLocationValue,
  toManualAddress,
  type GeocodedPlace,
  type ManualAddress,
} from './address';

const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types });

const downingStreet: GeocodedPlace = {
  formatted_address: '10 Downing St, London SW1A 2AA, UK',
  address_components: [
    component('10', 'street_number'),
    component('Downing Street', 'route'),
    component('London', 'postal_town'),
    component('Greater London', 'administrative_area_level_2', 'political'),
    component('England', 'administrative_area_level_1', 'political'),
    component('United Kingdom', 'country', 'political'),
    component('SW1A 2AA', 'postal_code'),
  ],
  geometry: { location: { lat: () => 51.5034, lng: () => -0.1276 } },
};

const blankForm: ManualAddress = {
  line1: '',
  line2: '',
  street: '',
  streetName: '',
  city: '',
  state: '',
  country: '',
  postalCode: '',
  latitude: '',
  longitude: '',
};

describe('toLocationValue', () => {
  it('fills location, address and every helping-address part from a geocoder result', () => {
    expect(toLocationValue(downingStreet)).toEqual({
      location: { latitude: 51.5034, longitude: -0.1276 },
      address: '10 Downing St, London SW1A 2AA, UK',
      helpingAddress: {
        street: '10',
        streetName: 'Downing Street',
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        postalCode: 'SW1A 2AA',
      },
    });
  });

  it('prefers locality over postal_town for the city', () => {
    const place = {
      ...downingStreet,
      address_components: [
        component('Westminster', 'locality', 'political'),
        ...downingStreet.address_components,
      ],
    };
    expect(toLocationValue(place).helpingAddress.city).toBe('Westminster');
  });

  it('leaves out parts the result does not have, so nothing undefined reaches Firestore', () => {
    const country: GeocodedPlace = { ...downingStreet, address_components: [component('France', 'country')] };
    expect(toLocationValue(country).helpingAddress).toStrictEqual({ country: 'France' });
  });
});

describe('coordinates', () => {
  it.each([
    ['51.5', 'latitude', 51.5],
    ['-90', 'latitude', -90],
    ['180', 'longitude', 180],
    ['90.5', 'latitude', null],
    ['-180.1', 'longitude', null],
    ['abc', 'longitude', null],
    ['', 'latitude', null],
  ] as const)('reads %s as a %s of %s', (text, kind, expected) => {
    expect(coordinateOf(text, kind)).toBe(expected);
  });

  it('treats blank as valid and out-of-range as invalid', () => {
    expect(isValidCoordinate(' ', 'latitude')).toBe(true);
    expect(isValidCoordinate('91', 'latitude')).toBe(false);
    expect(isValidCoordinate('91', 'longitude')).toBe(true);
  });
});

describe('fromManualAddress', () => {
  it('joins the non-empty parts and does not repeat a street line 1 already gives', () => {
    const value = fromManualAddress({
      ...blankForm,
      line1: ' 10 Downing Street ',
      street: '10',
      streetName: 'Downing Street',
      city: 'London',
      country: 'United Kingdom',
      postalCode: 'SW1A 2AA',
    });
    expect(value).toEqual({
      location: null,
      address: '10 Downing Street, London, SW1A 2AA, United Kingdom',
      helpingAddress: {
        street: '10',
        streetName: 'Downing Street',
        city: 'London',
        country: 'United Kingdom',
        postalCode: 'SW1A 2AA',
      },
    });
  });

  it('gives an address to someone who fills only the street number and name', () => {
    expect(fromManualAddress({ ...blankForm, street: '10', streetName: 'Downing Street' }).address).toBe(
      '10 Downing Street',
    );
    expect(fromManualAddress({ ...blankForm, streetName: ' Downing Street ' }).address).toBe(
      'Downing Street',
    );
  });

  it('puts the street after line 1 and before line 2 when the lines do not say it', () => {
    const form = {
      ...blankForm,
      line1: 'Flat 2',
      line2: 'Westminster',
      street: '10',
      streetName: 'Downing Street',
      city: 'London',
    };
    expect(fromManualAddress(form).address).toBe('Flat 2, 10 Downing Street, Westminster, London');
    expect(fromManualAddress({ ...form, line2: '10 downing street' }).address).toBe(
      'Flat 2, 10 downing street, London',
    );
  });

  it('sets a location only when both coordinates are valid', () => {
    expect(fromManualAddress({ ...blankForm, latitude: '51.5' }).location).toBeNull();
    expect(fromManualAddress({ ...blankForm, latitude: '95', longitude: '0' }).location).toBeNull();
    expect(fromManualAddress({ ...blankForm, latitude: '51.5', longitude: '-0.12' }).location).toEqual({
      latitude: 51.5,
      longitude: -0.12,
    });
  });
});

describe('toManualAddress', () => {
  it.each<[string, Partial<ManualAddress>]>([
    [
      'line 1, town and postal code (the e2e registration)',
      { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' },
    ],
    ['both lines', { line1: 'Flat 2', line2: 'Whitehall', city: 'London', country: 'UK' }],
    [
      'the street fields beside line 1',
      { line1: 'Flat 2', street: '10', streetName: 'Downing Street', city: 'London' },
    ],
    [
      'everything',
      {
        line1: 'Flat 2',
        line2: 'Whitehall',
        street: '10',
        streetName: 'Downing Street',
        city: 'London',
        state: 'England',
        postalCode: 'SW1A 2AA',
        country: 'UK',
        latitude: '51.5034',
        longitude: '-0.1276',
      },
    ],
    ['no town to country', { line1: 'Flat 2', line2: 'Whitehall' }],
    ['only a town', { city: 'Leeds' }],
  ])('gives back the form exactly for %s', (_, parts) => {
    const form = { ...blankForm, ...parts };
    expect(toManualAddress(fromManualAddress(form))).toEqual(form);
  });

  it('shows a street given only in the street fields as line 1, which yields the same value', () => {
    const form = {
      ...blankForm,
      street: '10',
      streetName: 'Downing Street',
      line2: 'Whitehall',
      city: 'London',
    };
    const value = fromManualAddress(form);
    const back = toManualAddress(value);
    expect(back).toEqual({ ...form, line1: '10 Downing Street' });
    expect(fromManualAddress(back)).toEqual(value);
  });

  it('moves a line 2 given without line 1 up to line 1, which yields the same value', () => {
    const form = { ...blankForm, line2: 'Whitehall', city: 'London' };
    const back = toManualAddress(fromManualAddress(form));
    expect(back).toEqual({ ...form, line1: 'Whitehall', line2: '' });
    expect(fromManualAddress(back)).toEqual(fromManualAddress(form));
  });

  it('splits a line 1 typed with a comma after its first part, which yields the same value', () => {
    const form = {
      ...blankForm,
      line1: 'Flat 2, 5 High St',
      city: 'Leeds',
      country: 'UK',
      latitude: '53.8',
      longitude: '-1.55',
    };
    const value = fromManualAddress(form);
    const back = toManualAddress(value);
    expect(back).toEqual({ ...form, line1: 'Flat 2', line2: '5 High St' });
    expect(sameLocation(fromManualAddress(back), value)).toBe(true);
  });

  it('keeps a geocoded address whole in line 1 when its tail does not match the parts', () => {
    const value = toLocationValue(downingStreet);
    const form = toManualAddress(value);
    expect(form.line1).toBe('10 Downing St, London SW1A 2AA, UK');
    expect(form.line2).toBe('');
    expect(form.latitude).toBe('51.5034');
  });
});

describe('sameLocation', () => {
  it('compares address, point and parts', () => {
    const value = toLocationValue(downingStreet);
    expect(sameLocation(value, { ...value, helpingAddress: { ...value.helpingAddress } })).toBe(true);
    expect(sameLocation(value, { ...value, location: null })).toBe(false);
    expect(
      sameLocation(value, { ...value, helpingAddress: { ...value.helpingAddress, city: 'Leeds' } }),
    ).toBe(false);
  });
});
