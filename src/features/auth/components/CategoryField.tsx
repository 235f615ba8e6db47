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
  const { t } = useTranslation('auth');
  const id = useId();
  const [field, meta] = useField<string>('category');
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <FormGroup>
      <Label for={id}>{t('fields.category')}</Label>
      <Input id={id} type="select" {...field} invalid={Boolean(error)} disabled={loading}>
        <option value="">{loading ? t('fields.categoryLoading') : t('fields.categoryPlaceholder')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.name}>
            {category.name}
          </option>
        ))}
      </Input>
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
