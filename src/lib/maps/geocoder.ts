/// <reference types="google.maps" />
// The Google Maps geocoder the location search widget drives while a person types: a browser library that its own
// component loads, not a service of this app's data, so shared components may use it directly.
import type { GeoPoint, LocationValue } from '@/domain/entities';
import { toLocationValue } from '@/domain/address';

// The spec asks for English results whatever the interface language, so stored addresses stay comparable.
const LANGUAGE = 'en';

/** The Maps script is loaded by the LocationSearch component; without it (no key, offline) there is no geocoder. */
function newGeocoder(): google.maps.Geocoder {
  const maps = typeof google === 'undefined' ? undefined : google.maps;
  if (!maps?.Geocoder) throw new Error('Google Maps is not loaded');
  return new maps.Geocoder();
}

function geocode(request: google.maps.GeocoderRequest): Promise<google.maps.GeocoderResult[]> {
  return new Promise((resolve, reject) => {
    const pending = newGeocoder().geocode({ language: LANGUAGE, ...request }, (results, status) => {
      const code: string = status;
      if (code === 'OK') resolve(results ?? []);
      else if (code === 'ZERO_RESULTS') resolve([]);
      else reject(new Error(`Geocoding failed: ${code}`));
    });
    // The callback already reports failures; the promise the API also returns would reject unhandled.
    Promise.resolve(pending).catch(() => undefined);
  });
}

/** The full location of a place the Places search suggested, or null when the geocoder does not know it. */
export async function geocodePlace(placeId: string): Promise<LocationValue | null> {
  const [best] = await geocode({ placeId });
  return best ? toLocationValue(best) : null;
}

/** The address nearest a point; the point itself is kept, since a person chose it deliberately. */
export async function reverseGeocode(point: GeoPoint): Promise<LocationValue | null> {
  const [best] = await geocode({ location: { lat: point.latitude, lng: point.longitude } });
  return best ? { ...toLocationValue(best), location: { ...point } } : null;
}

export const geocoder = {
  geocodePlace,
  reverseGeocode,
};
