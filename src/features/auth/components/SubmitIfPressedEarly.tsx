import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * Submits the surrounding form once it has rendered, when the visitor already pressed its submit button on
 * index.html's prerendered copy: that press could not be acted on before the app had loaded.
 */
export function SubmitIfPressedEarly({ pressed }: { pressed: boolean }) {
  const { submitForm } = useFormikContext();
  useEffect(() => {
    if (pressed) void submitForm();
  }, [pressed, submitForm]);
  return null;
}
