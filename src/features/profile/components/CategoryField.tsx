import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import type { Category } from '@/domain/entities';
import { firstError } from '@/components/ui/form/fieldError';

interface CategoryFieldProps {
  categories: Category[];
  loading: boolean;
}

export function CategoryField({ categories, loading }: CategoryFieldProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [field, meta] = useField<string>('category');
  const error = meta.touched ? firstError(meta.error) : undefined;
  // A category removed from the list since the manager chose it stays selectable, so saving keeps it.
  const names = categories.map((category) => category.name);
  const options = field.value && !names.includes(field.value) ? [field.value, ...names] : names;
  return (
    <FormGroup>
      <Label for={id}>{t('fields.category')}</Label>
      <Input id={id} type="select" {...field} invalid={Boolean(error)}>
        <option value="">{loading ? t('fields.categoryLoading') : t('fields.categoryPlaceholder')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Input>
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
