import { vi } from 'vitest';
import type { GeocodedPlace } from '@/domain/address';
import { PLACE_TRAFALGAR } from './fixtures/placesApiNew';

/** A place as Place Details (New) answers over REST; the fake's Place class serves it as the JavaScript API does. */
export type FakePlace = typeof PLACE_TRAFALGAR;

export interface FakePrediction {
  description: string;
  place_id: string;
}

type Callback<T> = (results: T[] | null, status: string) => void;

/** What the fake answers and what it was asked; tests change the answers between steps. */
export interface FakeGoogleMaps {
  predictions: FakePrediction[];
  /** Answers to forward lookups (a place id or an address). */
  results: GeocodedPlace[];
  /** Answers to reverse lookups (a request with a location). */
  reverseResults: GeocodedPlace[];
  /** Any status but OK fails every lookup with it; with OK, a lookup without results answers ZERO_RESULTS. */
  geocodeStatus: string;
  geocodeRequests: Record<string, unknown>[];
  predictionRequests: Record<string, unknown>[];
  /** Place Details (New) by place id; an id not here fails its fetchFields as an unknown place does. */
  places: Record<string, FakePlace>;
  placeRequests: { id: string; fields: string[] }[];
  /** Set: every suggestion request fails with it, as with a key whose project has not enabled the Places API (New). */
  autocompleteError: string | null;
  /** Rejects the loader's library import, as a blocked or failed script would. */
  failLoading: boolean;
}

/**
 * Installs a stand-in for the Maps JavaScript API on window.google: the loader's importLibrary, Geocoder and
 * the Places API (New) classes (AutocompleteSuggestion, Place, AutocompleteSessionToken), answering from the returned object, asynchronously like
 * the real one. Remove it with vi.unstubAllGlobals().
 */
export function installFakeGoogleMaps(answers: Partial<FakeGoogleMaps> = {}): FakeGoogleMaps {
  const fake: FakeGoogleMaps = {
    predictions: [],
    results: [],
    reverseResults: [],
    geocodeStatus: 'OK',
    geocodeRequests: [],
    predictionRequests: [],
    places: {},
    placeRequests: [],
    autocompleteError: null,
    failLoading: false,
    ...answers,
  };

  class Geocoder {
    geocode(request: Record<string, unknown>, callback: Callback<GeocodedPlace>) {
      fake.geocodeRequests.push(request);
      const found = 'location' in request ? fake.reverseResults : fake.results;
      const status = fake.geocodeStatus !== 'OK' ? fake.geocodeStatus : found.length ? 'OK' : 'ZERO_RESULTS';
      const results = status === 'OK' ? found : null;
      queueMicrotask(() => callback(results, status));
      return Promise.resolve({ results: results ?? [] });
    }
  }

  class AutocompleteSessionToken {}

  // google.maps.places.Place: fetchFields fills the requested fields from the REST-shaped answer.
  class Place {
    id: string;
    formattedAddress?: string | null;
    addressComponents?: FakePlace['addressComponents'];
    location?: { lat(): number; lng(): number } | null;
    constructor({ id }: { id: string }) {
      this.id = id;
    }
    async fetchFields({ fields }: { fields: string[] }) {
      fake.placeRequests.push({ id: this.id, fields });
      await Promise.resolve();
      const found = fake.places[this.id];
      if (!found) throw new Error(`NOT_FOUND: Place '${this.id}' was not found.`);
      if (fields.includes('formattedAddress')) this.formattedAddress = found.formattedAddress;
      if (fields.includes('addressComponents')) this.addressComponents = found.addressComponents;
      if (fields.includes('location')) {
        const { latitude, longitude } = found.location;
        this.location = { lat: () => latitude, lng: () => longitude };
      }
      return { place: this };
    }
  }

  // google.maps.places.AutocompleteSuggestion: the fake's predictions in the new API's shape.
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: { input: string } & Record<string, unknown>) {
      fake.predictionRequests.push(request);
      await Promise.resolve();
      if (fake.autocompleteError) throw new Error(fake.autocompleteError);
      const input = request.input.toLowerCase();
      const suggestions = fake.predictions
        .filter((prediction) => prediction.description.toLowerCase().includes(input))
        .map((prediction) => ({
          placePrediction: {
            placeId: prediction.place_id,
            text: { text: prediction.description, matches: [] },
            toPlace: () => new Place({ id: prediction.place_id }),
          },
        }));
      return { suggestions };
    },
  };

  vi.stubGlobal('google', {
    maps: {
      importLibrary: () => (fake.failLoading ? Promise.reject(new Error('blocked')) : Promise.resolve({})),
      Geocoder,
      places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
    },
  });
  return fake;
}

/** What the browser answers when asked for the device position. */
export type FakePosition =
  { latitude: number; longitude: number } | { error: 'denied' | 'unavailable' | 'timeout' };

export interface FakeGeolocation {
  answer: FakePosition;
  /** How often the page asked for the position. */
  requests: number;
  /** While true, the browser keeps the page waiting; release() then answers every request so far. */
  held: boolean;
  release: () => void;
  /** Puts back whatever navigator.geolocation was before (jsdom has none). */
  uninstall: () => void;
}

const ERROR_CODES = { denied: 1, unavailable: 2, timeout: 3 } as const;

/**
 * Installs navigator.geolocation answering getCurrentPosition from the returned object, asynchronously
 * like a browser; `null` installs no geolocation at all, as in a browser without it.
 */
export function installFakeGeolocation(answer: FakePosition | null): FakeGeolocation {
  const previous = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const waiting: (() => void)[] = [];
  const fake: FakeGeolocation = {
    answer: answer ?? { error: 'unavailable' },
    requests: 0,
    held: false,
    release: () => {
      fake.held = false;
      waiting.splice(0).forEach((respond) => respond());
    },
    uninstall: () => {
      if (previous) Object.defineProperty(navigator, 'geolocation', previous);
      else delete (navigator as { geolocation?: Geolocation }).geolocation;
    },
  };
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      fake.requests += 1;
      const current = fake.answer;
      const respond = () => {
        if ('error' in current) {
          failure?.({
            code: ERROR_CODES[current.error],
            message: current.error,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        } else {
          const coords = {
            ...current,
            accuracy: 20,
            altitude: null,
            altitudeAccuracy: null,
            heading: null,
            speed: null,
          };
          success({ coords, timestamp: Date.now() } as GeolocationPosition);
        }
      };
      if (fake.held) waiting.push(respond);
      else setTimeout(respond);
    },
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer ? geolocation : undefined,
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

/** A geocoder-shaped place as Place Details (New) answers it over REST. */
export function asPlaceDetails(id: string, place: GeocodedPlace): FakePlace {
  return {
    id,
    formattedAddress: place.formatted_address,
    addressComponents: place.address_components.map((component) => ({
      longText: component.long_name,
      shortText: component.short_name,
      types: component.types,
      languageCode: 'en',
    })),
    location: { latitude: place.geometry.location.lat(), longitude: place.geometry.location.lng() },
  };
}

/** The geocoder's answer for a point near Downing Street, with a street number. */
export const DOWNING_STREET: GeocodedPlace = {
  formatted_address: '10 Downing St, London SW1A 2AA, UK',
  address_components: [
    component('10', 'street_number'),
    component('Downing Street', 'route'),
    component('London', 'postal_town'),
    component('England', 'administrative_area_level_1', 'political'),
    component('United Kingdom', 'country', 'political'),
    component('SW1A 2AA', 'postal_code'),
  ],
  geometry: { location: { lat: () => 51.5034, lng: () => -0.1276 } },
};
