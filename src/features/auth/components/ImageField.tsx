import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, FormText, Input, Label } from 'reactstrap';
import { IMAGE_ACCEPT } from '../forms/fields';
import { firstError } from '@/components/ui/form/fieldError';
import { FilePreview } from './FilePreview';

const ACCEPT = Object.entries(IMAGE_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

interface ImageFieldProps {
  name: string;
  label: string;
}

/** A single optional image; the File stays in the form until the saga uploads it. */
export function ImageField({ name, label }: ImageFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<File | null>(name);
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <div className="d-flex align-items-center gap-3">
        {meta.value ? (
          <FilePreview
            file={meta.value}
            alt={t('register.imagePreview')}
            size={64}
            className="rounded-circle border object-fit-cover flex-shrink-0"
          />
        ) : null}
        <div className="flex-grow-1">
          <Input
            id={id}
            name={name}
            type="file"
            accept={ACCEPT}
            invalid={Boolean(error)}
            onChange={(event) => {
              void setFieldTouched(name, true, false);
              void setFieldValue(name, event.currentTarget.files?.[0] ?? null);
            }}
          />
          {error ? <FormFeedback>{t(error)}</FormFeedback> : <FormText>{t('register.imageHint')}</FormText>}
        </div>
      </div>
    </FormGroup>
  );
}
