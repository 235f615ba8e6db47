import type { FormikProps } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { formIsValid } from './formIsValid';

const formWith = (errors: Record<string, string>) => {
  const calls: string[] = [];
  const form = {
    submitForm: vi.fn(async () => void calls.push('submit')),
    validateForm: vi.fn(async () => {
      calls.push('validate');
      return errors;
    }),
  } as unknown as FormikProps<unknown>;
  return { form, calls };
};

describe('formIsValid', () => {
  it('is false while the form is not mounted', async () => {
    expect(await formIsValid(null)).toBe(false);
  });

  it('submits first so every field shows its error, then reads the errors', async () => {
    const { form, calls } = formWith({ name: 'required' });
    expect(await formIsValid(form)).toBe(false);
    expect(calls).toEqual(['submit', 'validate']);
  });

  it('is true when no field has an error', async () => {
    expect(await formIsValid(formWith({}).form)).toBe(true);
  });
});
