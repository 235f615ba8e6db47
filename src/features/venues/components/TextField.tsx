import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { firstError } from './fieldError';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'textarea';
  placeholder?: string;
  rows?: number;
  min?: number;
  step?: number;
}

export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation('venues');
  const id = useId();
  const [field, meta] = useField<string | number>(name);
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input id={id} type={type} {...field} {...inputProps} invalid={Boolean(error)} />
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
