import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
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

// Bootstrap's form markup written out, not reactstrap's Input: the sign-in page renders these fields before anything
// else, and reactstrap's shared code would add 7 KB (gzipped) to it (ARCHITECTURE budgets). The markup is the same.

/** A labelled Formik text input whose error appears once the field has been touched. */
export function TextField({ name, label, namespace, type = 'text', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [field, meta] = useField<string | number>(name);
  const error = visibleError(meta);
  const control = {
    id,
    className: error ? 'is-invalid form-control' : 'form-control',
    'aria-invalid': Boolean(error),
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {/* A value missing from the initial values still renders as a controlled, empty input. */}
      {type === 'textarea' ? (
        <textarea {...control} {...field} value={field.value ?? ''} {...inputProps} />
      ) : (
        <input {...control} type={type} {...field} value={field.value ?? ''} {...inputProps} />
      )}
      {error ? <div className="invalid-feedback">{t(error)}</div> : null}
    </div>
  );
}
