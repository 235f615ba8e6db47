import { useId, type ChangeEvent } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { visibleError } from './fieldError';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** Runs after the field has taken the new value, e.g. to clear a field that depends on it. */
  onValueChange?: (value: string) => void;
}

/** A labelled Formik select with an empty first option; its error appears once the field has been touched. */
export function SelectField({
  name,
  label,
  namespace,
  options,
  placeholder,
  disabled,
  onValueChange,
}: SelectFieldProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = visibleError(meta);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    onValueChange?.(event.target.value);
  };
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="select"
        {...field}
        onChange={onChange}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
      {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
    </FormGroup>
  );
}
