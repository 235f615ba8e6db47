import { useJsApiLoader, type Libraries } from '@react-google-maps/api';

// The Maps loader is a page-wide singleton that throws when asked again with other options, so every
// map and search in the app must load through these same settings.
const LIBRARIES: Libraries = ['places'];

export const GOOGLE_MAPS_SCRIPT_ID = 'google-maps-script';

/** Loads the Maps JavaScript API with Places, results in English as the spec asks. */
export function useGoogleMapsLoader(apiKey: string) {
  return useJsApiLoader({
    id: GOOGLE_MAPS_SCRIPT_ID,
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: 'en',
  });
}
