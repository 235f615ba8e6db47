import { useId, type ReactNode } from 'react';
import { useField } from 'formik';

interface CheckboxFieldProps {
  name: string;
  /** Text or markup, e.g. a label holding a link. */
  label: ReactNode;
}

/** A labelled Formik checkbox bound to a boolean field (Bootstrap's markup, for the reason given in TextField). */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <div className="mb-3 form-check">
      <input id={id} type="checkbox" {...field} className="form-check-input" />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
