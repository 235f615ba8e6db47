import { useTranslation } from 'react-i18next';
import { LoadingField } from './LoadingField';
import { ManualAddressForm } from './ManualAddressForm';
import { PlacesCombobox } from './PlacesCombobox';
import type { LocationFieldProps } from './types';
import { useGoogleMapsLoader } from './useGoogleMapsLoader';

interface GoogleLocationSearchProps extends LocationFieldProps {
  apiKey: string;
}

/** Address search through Google Places; if the script cannot load, the manual form still lets people go on. */
export default function GoogleLocationSearch({ apiKey, ...field }: GoogleLocationSearchProps) {
  const { t } = useTranslation('ui');
  const { isLoaded, loadError } = useGoogleMapsLoader(apiKey);
  if (loadError) {
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
  return <PlacesCombobox {...field} />;
}
