import { boolean, object, string, type InferType } from 'yup';
import type { RegistrationRequest } from '../slice/types';
import { emailField, imageFile, MESSAGES, newPasswordField } from './fields';

/** Fields every role's registration shares; the manager form extends them. */
export const accountShape = {
  name: string().trim().required(MESSAGES.nameRequired).default(''),
  image: imageFile().nullable().default(null),
  email: emailField(),
  number: string().trim().required(MESSAGES.numberRequired).default(''),
  isAppUser: boolean().required().default(false),
};

export const registerAccountSchema = object({
  ...accountShape,
  password: newPasswordField(MESSAGES.passwordIsRequired),
});

export type RegisterAccountValues = InferType<typeof registerAccountSchema>;

export type AccountRole = 'venueOwner' | 'eventOrganizer';

export const registerAccountInitialValues: RegisterAccountValues = {
  name: '',
  image: null,
  email: '',
  number: '',
  password: '',
  isAppUser: false,
};

export function toRegisterAccountPayload(
  values: RegisterAccountValues,
  role: AccountRole,
): RegistrationRequest {
  return {
    role,
    email: values.email.trim(),
    password: values.password,
    name: values.name.trim(),
    number: values.number.trim(),
    isAppUser: values.isAppUser,
    manager: null,
    files: { image: values.image ?? null, attachments: [] },
  };
}
