import { object, type InferType } from 'yup';
import type { User } from '@/domain/entities';
import { picturesField } from '@/components/forms/pictures';
import { nameField, numberField } from '@/components/forms/profileFields.schema';
import type { ProfileSubmission } from '../slice/types';
import { MAX_AVATARS, MESSAGES, storedPictures } from './fields';

/** Venue owners and organizers: avatar, name and number (the e-mail is shown read-only). */
export const profileSchema = object({
  avatar: picturesField(MAX_AVATARS, MESSAGES.avatarMax),
  name: nameField(MESSAGES.nameRequired),
  number: numberField(MESSAGES.numberRequired),
});

export type ProfileValues = InferType<typeof profileSchema>;

export function profileInitialValues(user: Pick<User, 'img' | 'name' | 'number'>): ProfileValues {
  return { avatar: storedPictures([user.img]), name: user.name ?? '', number: user.number ?? '' };
}

export function toProfilePayload(values: ProfileValues): ProfileSubmission {
  return {
    changes: { name: values.name.trim(), number: values.number.trim() },
    files: { avatar: values.avatar, previousWork: null },
  };
}
