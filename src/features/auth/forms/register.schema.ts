import { object, string, type InferType } from 'yup';
import type { RegistrationRequest } from '../slice/types';
import { emailField, MESSAGES, newPasswordField } from './fields';
import { PROFILE_LIMITS } from '@/domain/profileLimits';

/** The generic form registers an organizer whose display name is the username. */
export const registerSchema = object({
  email: emailField(),
  username: string()
    .trim()
    .required(MESSAGES.usernameRequired)
    .max(PROFILE_LIMITS.name, MESSAGES.nameMax)
    .default(''),
  password: newPasswordField(MESSAGES.passwordRequired),
});

export type RegisterValues = InferType<typeof registerSchema>;

export const registerInitialValues: RegisterValues = { email: '', username: '', password: '' };

export function toRegisterPayload(values: RegisterValues): RegistrationRequest {
  return {
    role: 'eventOrganizer',
    email: values.email.trim(),
    password: values.password,
    name: values.username.trim(),
    number: '',
    isAppUser: false,
    manager: null,
    files: { image: null, attachments: [] },
  };
}
