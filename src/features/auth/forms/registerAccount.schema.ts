import { boolean, object, type InferType } from 'yup';
import { newPictureFiles, picturesField } from '@/components/forms/pictures';
import { nameField, numberField } from '@/components/forms/profileFields.schema';
import type { RegistrationRequest } from '../slice/types';
import { emailField, MAX_IMAGES, MESSAGES, newPasswordField } from './fields';

/** Fields every role's registration shares; the manager form extends them. */
export const accountShape = {
  name: nameField(MESSAGES.nameRequired),
  // Optional: none or one picture, chosen in the drop zone (which refuses other types and sizes).
  image: picturesField(MAX_IMAGES, MESSAGES.imageMax),
  email: emailField(),
  number: numberField(MESSAGES.numberRequired),
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
  image: [],
  email: '',
  number: '',
  password: '',
  isAppUser: false,
};

/** What every registration sends: the text trimmed, the profile image (if any) as a file to upload. */
export function accountPayload(values: RegisterAccountValues) {
  return {
    email: values.email.trim(),
    password: values.password,
    name: values.name.trim(),
    number: values.number.trim(),
    isAppUser: values.isAppUser,
    image: newPictureFiles(values.image)[0] ?? null,
  };
}

export function toRegisterAccountPayload(
  values: RegisterAccountValues,
  role: AccountRole,
): RegistrationRequest {
  const { image, ...account } = accountPayload(values);
  return { role, ...account, manager: null, files: { image, attachments: [] } };
}
