import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { FormGroup, Input, Label } from 'reactstrap';

interface CheckboxFieldProps {
  name: string;
  /** Text or markup, e.g. a label holding a link. */
  label: ReactNode;
}

/** A labelled Formik checkbox bound to a boolean field. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <FormGroup check className="mb-3">
      <Input id={id} type="checkbox" {...field} />
      <Label check for={id}>
        {label}
      </Label>
    </FormGroup>
  );
}
