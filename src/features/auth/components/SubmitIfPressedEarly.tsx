import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { readPressedSince, type PrerenderedLogin } from '../forms/prerenderedLogin';

/**
 * Submits the surrounding form once it has rendered, when the visitor already pressed its submit button on
 * index.html's prerendered copy: that press could not be acted on before the app had loaded. A press after the page
 * read the copy but before it replaced it counts too, with what the copy held then.
 */
export function SubmitIfPressedEarly({ early }: { early: PrerenderedLogin }) {
  const { submitForm, setValues } = useFormikContext<PrerenderedLogin['values']>();
  useEffect(() => {
    const since = readPressedSince(early);
    if (since) void setValues(since.values, false).then(() => submitForm());
    else if (early.submitted) void submitForm();
  }, [early, setValues, submitForm]);
  return null;
}
