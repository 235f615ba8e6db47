import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LocationSearch } from '@/components/ui/LocationSearch';
import type { LocationValue } from '@/domain/entities';
import { firstError } from '@/components/ui/form/fieldError';

interface LocationFieldProps {
  id: string;
  name: string;
  label: string;
}

export function LocationField({ id, name, label }: LocationFieldProps) {
  const { t } = useTranslation('profile');
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<LocationValue>(name);
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <LocationSearch
      id={id}
      label={label}
      value={meta.value}
      onChange={(value) => {
        void setFieldTouched(name, true, false);
        void setFieldValue(name, value);
      }}
      error={error ? t(error) : undefined}
    />
  );
}
