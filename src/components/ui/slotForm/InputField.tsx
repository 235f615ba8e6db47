import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { visibleError } from './fieldError';

interface InputFieldProps {
  name: string;
  label: string;
  /** Namespace of the field's validation message keys. */
  namespace: string;
  type?: 'text' | 'number' | 'date';
  placeholder?: string;
  min?: number | string;
  step?: number | string;
  disabled?: boolean;
  readOnly?: boolean;
  inputMode?: 'decimal' | 'text';
}

export function InputField({ name, label, namespace, type = 'text', ...inputProps }: InputFieldProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [field, meta] = useField<string | number>(name);
  const error = visibleError(meta);
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input id={id} type={type} {...field} value={field.value ?? ''} {...inputProps} invalid={Boolean(error)} />
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
