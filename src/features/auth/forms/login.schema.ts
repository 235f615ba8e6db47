import { boolean, object, string, type InferType } from 'yup';
import type { LoginRequest } from '../slice/types';
import { emailField, MESSAGES } from './fields';

export const loginSchema = object({
  email: emailField(),
  password: string().required(MESSAGES.passwordRequired).default(''),
  rememberMe: boolean().required().default(false),
});

export type LoginValues = InferType<typeof loginSchema>;

export function toLoginPayload(values: LoginValues): LoginRequest {
  return { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe };
}
