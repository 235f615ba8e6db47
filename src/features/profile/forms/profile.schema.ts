import { object, string, type InferType } from 'yup';
import type { User } from '@/domain/entities';
import { picturesField } from '@/components/forms/pictures';
import type { ProfileSubmission } from '../slice/types';
import { MAX_AVATARS, MESSAGES, storedPictures } from './fields';
import { PROFILE_LIMITS } from '@/domain/profileLimits';

/** Venue owners and organizers: avatar, name and number (the e-mail is shown read-only). */
export const profileSchema = object({
  avatar: picturesField(MAX_AVATARS, MESSAGES.avatarMax),
  name: string()
    .trim()
    .required(MESSAGES.nameRequired)
    .max(PROFILE_LIMITS.name, MESSAGES.nameMax)
    .default(''),
  number: string()
    .trim()
    .required(MESSAGES.numberRequired)
    .max(PROFILE_LIMITS.number, MESSAGES.numberMax)
    .default(''),
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
