/// <reference types="google.maps" />
// Address search through the Places API (New): Autocomplete (New) suggestions and Place Details (New), by the Maps
// JavaScript API's AutocompleteSuggestion and Place classes. A key from a new Google Cloud project can use only
// these: the legacy AutocompleteService and PlacesService are closed to new projects.
import { placeToLocationValue } from '@/domain/address';
import type { LocationValue } from '@/domain/entities';

// English results whatever the interface language, as the spec asks of the maps lookups.
const LANGUAGE = 'en';
const FIELDS = ['formattedAddress', 'location', 'addressComponents'];

/** One suggestion: what the list shows, and the place it stands for. */
export interface PlaceSuggestion {
  placeId: string;
  text: string;
  /** The suggestion's own Place, which carries its search session into Place Details. */
  toPlace?: () => google.maps.places.Place;
}

/**
 * The search cannot run with this key (the Places API (New) not enabled for its project, the key restricted, the
 * library missing): the field gives way to the manual address form.
 */
export class PlacesUnavailableError extends Error {
  override name = 'PlacesUnavailableError';
}

function placesLibrary(): typeof google.maps.places {
  const places = typeof google === 'undefined' ? undefined : google.maps?.places;
  if (!places?.AutocompleteSuggestion || !places.Place) {
    throw new PlacesUnavailableError('The Places library (new) is not loaded');
  }
  return places;
}

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string } | null;
      toPlace?: () => google.maps.places.Place;
    } | null;
  }[];
}

/** The place suggestions of an Autocomplete (New) answer (REST or the JavaScript API's), query suggestions left out. */
export function suggestionsOf(answer: AutocompleteAnswer): PlaceSuggestion[] {
  const suggestions: PlaceSuggestion[] = [];
  for (const { placePrediction: prediction } of answer.suggestions ?? []) {
    if (!prediction?.placeId || !prediction.text?.text) continue;
    const toPlace = prediction.toPlace;
    suggestions.push({
      placeId: prediction.placeId,
      text: prediction.text.text,
      ...(typeof toPlace === 'function' ? { toPlace: () => toPlace.call(prediction) } : {}),
    });
  }
  return suggestions;
}

/** A search session: the suggestions typed for and the place chosen at the end are billed as one. */
export function newSearchSession(): google.maps.places.AutocompleteSessionToken | undefined {
  const places = typeof google === 'undefined' ? undefined : google.maps?.places;
  return places?.AutocompleteSessionToken ? new places.AutocompleteSessionToken() : undefined;
}

/** Suggestions for what is typed; PlacesUnavailableError when the key cannot use the API. */
export async function suggestPlaces(
  input: string,
  sessionToken?: google.maps.places.AutocompleteSessionToken,
): Promise<PlaceSuggestion[]> {
  const { AutocompleteSuggestion } = placesLibrary();
  try {
    const answer = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      language: LANGUAGE,
      ...(sessionToken ? { sessionToken } : {}),
    });
    return suggestionsOf(answer);
  } catch (error) {
    // A refused key, a project without the API, or no network: any way, this field cannot search.
    throw new PlacesUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/** The chosen suggestion's full location, or null when the place has no address or point. */
export async function placeLocation(suggestion: PlaceSuggestion): Promise<LocationValue | null> {
  const place =
    suggestion.toPlace?.() ??
    new (placesLibrary().Place)({ id: suggestion.placeId, requestedLanguage: LANGUAGE });
  await place.fetchFields({ fields: FIELDS });
  return placeToLocationValue(place);
}

export const places = { suggestPlaces, placeLocation, newSearchSession };
