import { lazy, Suspense } from 'react';
import { env } from '@/config/env';
import type { LocationValue } from '@/domain/entities';
import { LoadingField } from './locationSearch/LoadingField';
import { ManualAddressForm } from './locationSearch/ManualAddressForm';

export interface LocationSearchProps {
  id: string;
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Already translated, e.g. the consumer's schema message. */
  error?: string;
  /** Defaults to env.googleMapsKey; without a key (offline) the manual address form is shown. */
  googleMapsKey?: string;
}

// The Maps libraries load only where a key makes them usable, keeping them out of every other bundle.
const GoogleLocationSearch = lazy(() => import('./locationSearch/GoogleLocationSearch'));

/** One location field for every form: Places search with a key, a manual address form without; same value. */
export function LocationSearch({ googleMapsKey = env.googleMapsKey, ...field }: LocationSearchProps) {
  if (!googleMapsKey) return <ManualAddressForm {...field} />;
  return (
    <Suspense fallback={<LoadingField id={field.id} label={field.label} />}>
      <GoogleLocationSearch apiKey={googleMapsKey} {...field} />
    </Suspense>
  );
}
