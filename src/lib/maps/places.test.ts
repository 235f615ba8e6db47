import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeToLocationValue } from '@/domain/address';
import {
  AUTOCOMPLETE_TRAFALGAR,
  PLACE_TRAFALGAR,
  PLACES_API_NOT_ENABLED,
} from '@/testing/fixtures/placesApiNew';
import { asPlaceDetails, installFakeGoogleMaps, TRAFALGAR_SQUARE } from '@/testing/fakeGoogleMaps';
import { placeLocation, PlacesUnavailableError, suggestionsOf, suggestPlaces } from './places';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TRAFALGAR = {
  location: { latitude: 51.508039, longitude: -0.128069 },
  address: 'Trafalgar Sq, London WC2N 5DS, UK',
  helpingAddress: {
    streetName: 'Trafalgar Square',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    postalCode: 'WC2N 5DS',
  },
};

describe('the Places API (New) answers', () => {
  it('lists the place suggestions of an Autocomplete (New) answer', () => {
    expect(suggestionsOf(AUTOCOMPLETE_TRAFALGAR)).toEqual([
      { placeId: 'ChIJH-tBOc4EdkgRJ8aJ8P1CUxo', text: 'Trafalgar Square, London, UK' },
      {
        placeId: 'EjJUcmFmYWxnYXIgUm9hZCwgR3JlZW53aWNoLCBMb25kb24gU0UxMCwgVUsiLiosChQKEgk',
        text: 'Trafalgar Road, Greenwich, London, UK',
      },
    ]);
    // Query suggestions (no place) and an empty answer list nothing.
    expect(suggestionsOf({ suggestions: [{ placePrediction: null }] })).toEqual([]);
    expect(suggestionsOf({})).toEqual([]);
  });

  it('reads a Place Details (New) answer into the stored location', () => {
    expect(placeToLocationValue(PLACE_TRAFALGAR)).toEqual(TRAFALGAR);
    // The JavaScript API's Place has a LatLng where REST has a literal.
    const { location, ...rest } = PLACE_TRAFALGAR;
    const place = { ...rest, location: { lat: () => location.latitude, lng: () => location.longitude } };
    expect(placeToLocationValue(place)).toEqual(TRAFALGAR);
    expect(placeToLocationValue({ ...PLACE_TRAFALGAR, formattedAddress: '' })).toBeNull();
    expect(placeToLocationValue({ ...PLACE_TRAFALGAR, location: null })).toBeNull();
  });
});

describe('the address search', () => {
  it('asks AutocompleteSuggestion in English and fetches the chosen Place', async () => {
    const fake = installFakeGoogleMaps({
      predictions: [{ description: 'Trafalgar Square, London, UK', place_id: PLACE_TRAFALGAR.id }],
      places: { [PLACE_TRAFALGAR.id]: PLACE_TRAFALGAR },
    });
    const [suggestion] = await suggestPlaces('trafalgar');
    expect(fake.predictionRequests).toEqual([{ input: 'trafalgar', language: 'en' }]);
    await expect(placeLocation(suggestion)).resolves.toEqual(TRAFALGAR);
    expect(fake.placeRequests).toEqual([
      { id: PLACE_TRAFALGAR.id, fields: ['formattedAddress', 'location', 'addressComponents'] },
    ]);
    // Without the suggestion's own place (a stored id), a Place is made from the id.
    const byId = asPlaceDetails('by-id', TRAFALGAR_SQUARE);
    fake.places['by-id'] = byId;
    await expect(placeLocation({ placeId: 'by-id', text: 'x' })).resolves.toMatchObject({
      address: byId.formattedAddress,
    });
  });

  it('says the search is unavailable when the key cannot use the API or the library is missing', async () => {
    installFakeGoogleMaps({ autocompleteError: PLACES_API_NOT_ENABLED.error.message });
    await expect(suggestPlaces('trafalgar')).rejects.toBeInstanceOf(PlacesUnavailableError);
    vi.unstubAllGlobals();
    await expect(suggestPlaces('trafalgar')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});
