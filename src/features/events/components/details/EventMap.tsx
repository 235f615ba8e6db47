import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import type { GeoPoint } from '@/domain/entities';

// The Maps libraries load only where a key makes them usable, keeping them out of every other bundle.
const GoogleEventMap = lazy(() => import('./GoogleEventMap'));

/** Google Maps' public search link: it opens the place in the browser or the maps app, with or without a key. */
export function mapsSearchUrl(address: string, location: GeoPoint | null): string {
  const query = address.trim() || (location ? `${location.latitude},${location.longitude}` : '');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

interface EventMapProps {
  address: string;
  location: GeoPoint | null;
  /** Defaults to env.googleMapsKey; without a key (offline) only the address and its link are shown. */
  googleMapsKey?: string;
}

/** Where the event is: a map with a key and coordinates, and always the address with an 'Open in maps' link. */
export function EventMap({ address, location, googleMapsKey = env.googleMapsKey }: EventMapProps) {
  const { t } = useTranslation('events');
  if (!address.trim() && !location) return <p className="text-muted mb-0">{t('details.noAddress')}</p>;
  return (
    <>
      {googleMapsKey && location ? (
        <Suspense fallback={<div className="event-map bg-body-tertiary" />}>
          <GoogleEventMap
            apiKey={googleMapsKey}
            location={location}
            label={t('details.mapOf', { address })}
          />
        </Suspense>
      ) : null}
      <p className="mt-2 mb-1 text-break">{address}</p>
      <a href={mapsSearchUrl(address, location)} target="_blank" rel="noreferrer">
        {t('details.openInMaps')}
      </a>
    </>
  );
}
