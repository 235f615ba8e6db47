import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { visibleError } from './fieldError';

interface TextFieldProps {
  name: string;
  label: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A labelled Formik text input whose error appears once the field has been touched. */
export function TextField({ name, label, namespace, type = 'text', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [field, meta] = useField<string | number>(name);
  const error = visibleError(meta);
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      {/* A value missing from the initial values still renders as a controlled, empty input. */}
      <Input
        id={id}
        type={type}
        {...field}
        value={field.value ?? ''}
        {...inputProps}
        invalid={Boolean(error)}
      />
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
