import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LocationSearch } from '@/components/ui/LocationSearch';
import type { LocationValue } from '@/domain/entities';
import { suggestedLines, type VenueDetailsValues } from '../forms/venue.schema';
import { firstError } from '@/components/ui/form/fieldError';

/** The venue's location; a picked place also fills the address lines the owner has not typed yet. */
export function LocationField() {
  const { t } = useTranslation('venues');
  const { values, setFieldTouched, setFieldValue } = useFormikContext<VenueDetailsValues>();
  const [, meta] = useField<LocationValue>('location');
  const error = meta.touched ? firstError(meta.error) : undefined;

  const onChange = (value: LocationValue) => {
    void setFieldTouched('location', true, false);
    void setFieldValue('location', value);
    // Only when a place was picked (it has coordinates): typing an address by hand must not fight the lines.
    if (!value.location) return;
    const lines = suggestedLines(value);
    if (!values.lineAddress1.trim() && lines.lineAddress1)
      void setFieldValue('lineAddress1', lines.lineAddress1);
    if (!values.lineAddress2.trim() && lines.lineAddress2)
      void setFieldValue('lineAddress2', lines.lineAddress2);
  };

  return (
    <LocationSearch
      id="venue-location"
      label={t('fields.location')}
      value={meta.value}
      onChange={onChange}
      error={error ? t(error) : undefined}
    />
  );
}
