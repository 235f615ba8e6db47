import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useGoogleMapsLoader } from '@/components/ui/locationSearch/useGoogleMapsLoader';
import type { GeoPoint } from '@/domain/entities';

interface GoogleEventMapProps {
  apiKey: string;
  location: GeoPoint;
  label: string;
}

const OPTIONS = { streetViewControl: false, mapTypeControl: false, fullscreenControl: false };

/** A Google map centred on the event with a marker; when Maps cannot load, the address and its link remain. */
export default function GoogleEventMap({ apiKey, location, label }: GoogleEventMapProps) {
  const { isLoaded, loadError } = useGoogleMapsLoader(apiKey);
  if (loadError) return null;
  if (!isLoaded) return <div className="event-map bg-body-tertiary" />;
  const center = { lat: location.latitude, lng: location.longitude };
  return (
    <div role="region" aria-label={label}>
      <GoogleMap mapContainerClassName="event-map" center={center} zoom={15} options={OPTIONS}>
        <MarkerF position={center} title={label} />
      </GoogleMap>
    </div>
  );
}
