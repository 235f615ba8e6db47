import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingField } from './LoadingField';
import { ManualAddressForm } from './ManualAddressForm';
import { PlacesCombobox } from './PlacesCombobox';
import type { LocationFieldProps } from './types';
import { useGoogleMapsLoader } from './useGoogleMapsLoader';

interface GoogleLocationSearchProps extends LocationFieldProps {
  apiKey: string;
}

/**
 * Address search through the Places API (New). When the script cannot load, Google refuses the key
 * (gm_authFailure), or the key's project cannot use the Places API (New), the manual form takes the field's place
 * with a short notice, so people can always go on.
 */
export default function GoogleLocationSearch({ apiKey, ...field }: GoogleLocationSearchProps) {
  const { t } = useTranslation('ui');
  const { isLoaded, loadError } = useGoogleMapsLoader(apiKey);
  const [refused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);

  // The Maps JavaScript API calls this global when it refuses the key (wrong key, referrer not allowed, no billing).
  useEffect(() => {
    const page = window as Window & { gm_authFailure?: () => void };
    const previous = page.gm_authFailure;
    page.gm_authFailure = () => {
      previous?.();
      refuse();
    };
    return () => {
      page.gm_authFailure = previous;
    };
  }, [refuse]);

  if (loadError || refused) {
    return (
      <>
        <div className="alert alert-warning py-2 small" role="status">
          {t('location.unavailable')}
        </div>
        <ManualAddressForm {...field} />
      </>
    );
  }
  if (!isLoaded) return <LoadingField id={field.id} label={field.label} />;
  return <PlacesCombobox {...field} onUnavailable={refuse} />;
}
