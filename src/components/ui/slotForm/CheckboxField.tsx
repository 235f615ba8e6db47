import { useId } from 'react';
import { useField } from 'formik';
import { FormGroup, Input, Label } from 'reactstrap';

export function CheckboxField({ name, label }: { name: string; label: string }) {
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
