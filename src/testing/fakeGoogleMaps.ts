import { vi } from 'vitest';
import type { GeocodedPlace } from '@/domain/address';

export interface FakePrediction {
  description: string;
  place_id: string;
}

type Callback<T> = (results: T[] | null, status: string) => void;

/** What the fake answers and what it was asked; tests change the answers between steps. */
export interface FakeGoogleMaps {
  predictions: FakePrediction[];
  results: GeocodedPlace[];
  geocodeStatus: string;
  geocodeRequests: Record<string, unknown>[];
  predictionRequests: Record<string, unknown>[];
  /** Rejects the loader's library import, as a blocked or failed script would. */
  failLoading: boolean;
}

/**
 * Installs a stand-in for the Maps JavaScript API on window.google: the loader's importLibrary,
 * Geocoder and places.AutocompleteService, answering from the returned object, asynchronously like
 * the real one. Remove it with vi.unstubAllGlobals().
 */
export function installFakeGoogleMaps(answers: Partial<FakeGoogleMaps> = {}): FakeGoogleMaps {
  const fake: FakeGoogleMaps = {
    predictions: [],
    results: [],
    geocodeStatus: 'OK',
    geocodeRequests: [],
    predictionRequests: [],
    failLoading: false,
    ...answers,
  };

  class Geocoder {
    geocode(request: Record<string, unknown>, callback: Callback<GeocodedPlace>) {
      fake.geocodeRequests.push(request);
      const results = fake.geocodeStatus === 'OK' ? fake.results : null;
      queueMicrotask(() => callback(results, fake.geocodeStatus));
      return Promise.resolve({ results: results ?? [] });
    }
  }

  class AutocompleteService {
    getPlacePredictions(request: { input: string } & Record<string, unknown>, callback: Callback<FakePrediction>) {
      fake.predictionRequests.push(request);
      const input = request.input.toLowerCase();
      const matches = fake.predictions.filter((prediction) => prediction.description.toLowerCase().includes(input));
      queueMicrotask(() => callback(matches.length ? matches : null, matches.length ? 'OK' : 'ZERO_RESULTS'));
    }
  }

  vi.stubGlobal('google', {
    maps: {
      importLibrary: () => (fake.failLoading ? Promise.reject(new Error('blocked')) : Promise.resolve({})),
      Geocoder,
      places: { AutocompleteService },
    },
  });
  return fake;
}

const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types });

/** A geocoder result for a real London address. */
export const TRAFALGAR_SQUARE: GeocodedPlace = {
  formatted_address: 'Trafalgar Square, London WC2N 5DN, UK',
  address_components: [
    component('Trafalgar Square', 'route'),
    component('London', 'postal_town'),
    component('England', 'administrative_area_level_1', 'political'),
    component('United Kingdom', 'country', 'political'),
    component('WC2N 5DN', 'postal_code'),
  ],
  geometry: { location: { lat: () => 51.508, lng: () => -0.1281 } },
};
