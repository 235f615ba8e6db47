import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { firstError } from './fieldError';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'number' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  min?: number;
  step?: number;
}

export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation('profile');
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
