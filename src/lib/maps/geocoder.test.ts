import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNING_STREET, installFakeGoogleMaps, TRAFALGAR_SQUARE } from '@/testing/fakeGoogleMaps';
import { geocodePlace, reverseGeocode } from './geocoder';

const trafalgar = {
  location: { latitude: 51.508, longitude: -0.1281 },
  address: 'Trafalgar Square, London WC2N 5DN, UK',
  helpingAddress: {
    streetName: 'Trafalgar Square',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    postalCode: 'WC2N 5DN',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('maps service', () => {
  it('geocodes a suggested place in English', async () => {
    const fake = installFakeGoogleMaps({ results: [TRAFALGAR_SQUARE] });
    await expect(geocodePlace('place-trafalgar')).resolves.toEqual(trafalgar);
    expect(fake.geocodeRequests).toEqual([{ language: 'en', placeId: 'place-trafalgar' }]);
  });

  it('reverse-geocodes a point and keeps that point', async () => {
    const fake = installFakeGoogleMaps({ reverseResults: [DOWNING_STREET] });
    const point = { latitude: 51.50345, longitude: -0.12765 };
    await expect(reverseGeocode(point)).resolves.toEqual({
      location: point,
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
    expect(fake.geocodeRequests).toEqual([{ language: 'en', location: { lat: 51.50345, lng: -0.12765 } }]);
  });

  it('answers null when nothing matches', async () => {
    installFakeGoogleMaps();
    await expect(geocodePlace('place-gone')).resolves.toBeNull();
    await expect(reverseGeocode({ latitude: 0, longitude: 0 })).resolves.toBeNull();
  });

  it('fails on any other status', async () => {
    installFakeGoogleMaps({ results: [TRAFALGAR_SQUARE], geocodeStatus: 'OVER_QUERY_LIMIT' });
    await expect(geocodePlace('place-trafalgar')).rejects.toThrow('Geocoding failed: OVER_QUERY_LIMIT');
  });

  it('fails clearly when the Maps script is not loaded', async () => {
    await expect(reverseGeocode({ latitude: 51.5, longitude: -0.1 })).rejects.toThrow(
      'Google Maps is not loaded',
    );
  });
});
