import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { firstError } from './fieldError';

interface TextFieldProps {
  name: string;
  label: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  min?: number;
  step?: number;
}

/** A labelled Formik text input whose error appears once the field has been touched. */
export function TextField({ name, label, namespace, type = 'text', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation(namespace);
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
