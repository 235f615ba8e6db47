import { object, type InferType } from 'yup';
import { emailField } from './fields';

export const forgotPasswordSchema = object({
  email: emailField(),
});

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };

export function toForgotPasswordPayload(values: ForgotPasswordValues): { email: string } {
  return { email: values.email.trim() };
}
