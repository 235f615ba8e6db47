import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeGoogleMaps, TRAFALGAR_SQUARE } from '@/testing/fakeGoogleMaps';
import { geocodeAddress, reverseGeocode } from './maps.service';

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
  it('geocodes an address in English', async () => {
    const fake = installFakeGoogleMaps({ results: [TRAFALGAR_SQUARE] });
    await expect(geocodeAddress('Trafalgar Square')).resolves.toEqual(trafalgar);
    expect(fake.geocodeRequests).toEqual([{ language: 'en', address: 'Trafalgar Square' }]);
  });

  it('reverse-geocodes a point and keeps that point', async () => {
    const fake = installFakeGoogleMaps({ results: [TRAFALGAR_SQUARE] });
    const point = { latitude: 51.5079, longitude: -0.128 };
    await expect(reverseGeocode(point)).resolves.toEqual({ ...trafalgar, location: point });
    expect(fake.geocodeRequests).toEqual([{ language: 'en', location: { lat: 51.5079, lng: -0.128 } }]);
  });

  it('answers null when nothing matches', async () => {
    installFakeGoogleMaps({ geocodeStatus: 'ZERO_RESULTS' });
    await expect(geocodeAddress('nowhere at all')).resolves.toBeNull();
  });

  it('fails on any other status', async () => {
    installFakeGoogleMaps({ geocodeStatus: 'OVER_QUERY_LIMIT' });
    await expect(geocodeAddress('Trafalgar Square')).rejects.toThrow('Geocoding failed: OVER_QUERY_LIMIT');
  });

  it('fails clearly when the Maps script is not loaded', async () => {
    await expect(geocodeAddress('Trafalgar Square')).rejects.toThrow('Google Maps is not loaded');
  });
});
