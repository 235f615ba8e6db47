import { object, type InferType } from 'yup';
import { requiredLocation } from '@/components/forms/location';
import { managerDetailsShape } from '@/components/forms/profileFields.schema';
import { newPictureFiles, picturesField } from '@/components/forms/pictures';
import { EMPTY_LOCATION } from '@/domain/address';
import type { RegistrationRequest } from '../slice/types';
import { MAX_ATTACHMENTS, MESSAGES, newPasswordField } from './fields';
import { accountPayload, accountShape } from './registerAccount.schema';

export const registerManagerSchema = object({
  ...accountShape,
  password: newPasswordField(MESSAGES.passwordRequired),
  ...managerDetailsShape(),
  location: requiredLocation(MESSAGES.locationRequired),
  prevAttachments: picturesField(MAX_ATTACHMENTS, MESSAGES.attachmentsMax).min(1, MESSAGES.attachmentsMin),
});

export type RegisterManagerValues = InferType<typeof registerManagerSchema>;

export const registerManagerInitialValues: RegisterManagerValues = {
  name: '',
  image: [],
  email: '',
  number: '',
  password: '',
  isAppUser: false,
  bio: '',
  location: EMPTY_LOCATION,
  category: '',
  experienceYears: 0,
  prevAttachments: [],
};

export function toRegisterManagerPayload(values: RegisterManagerValues): RegistrationRequest {
  const { image, ...account } = accountPayload(values);
  return {
    role: 'eventManager',
    ...account,
    manager: {
      bio: values.bio.trim(),
      address: values.location.address.trim(),
      location: values.location.location,
      // Both address forms keep only the parts that were filled, already trimmed.
      helpingAddress: values.location.helpingAddress,
      category: values.category,
      experienceYears: values.experienceYears,
    },
    files: { image, attachments: newPictureFiles(values.prevAttachments) },
  };
}
