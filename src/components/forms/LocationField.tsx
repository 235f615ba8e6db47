import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LocationSearch } from '@/components/ui/LocationSearch';
import { visibleError } from '@/components/ui/form/fieldError';
import type { LocationValue } from '@/domain/entities';

interface LocationFieldProps {
  /** The first input's id (address line 1 offline, the search box with a Maps key). */
  id: string;
  name: string;
  label: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
}

/** LocationSearch bound to a Formik field holding {location, address, helpingAddress}. */
export function LocationField({ id, name, label, namespace }: LocationFieldProps) {
  const { t } = useTranslation(namespace);
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<LocationValue>(name);
  const error = visibleError(meta);
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
