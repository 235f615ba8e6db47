import { useField } from 'formik';
import type { Category } from '@/domain/entities';
import { SelectField } from './SelectField';

interface CategoryFieldProps {
  name?: string;
  label: string;
  /** The empty first option, e.g. "Loading categories..." until the list arrives. */
  placeholder: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
  categories: Category[];
}

/** Picks an event manager's category by name, the way accounts store it. */
export function CategoryField({
  name = 'category',
  label,
  placeholder,
  namespace,
  categories,
}: CategoryFieldProps) {
  const [field] = useField<string>(name);
  // A category removed from the list since the manager chose it stays selectable, so saving keeps it.
  const names = categories.map((category) => category.name);
  const choices = field.value && !names.includes(field.value) ? [field.value, ...names] : names;
  return (
    <SelectField
      name={name}
      label={label}
      namespace={namespace}
      placeholder={placeholder}
      options={choices.map((choice) => ({ value: choice, label: choice }))}
    />
  );
}
