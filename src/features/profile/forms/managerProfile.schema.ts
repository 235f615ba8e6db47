import { number, object, type InferType } from 'yup';
import { requiredLocation } from '@/components/forms/location';
import { picturesField } from '@/components/forms/pictures';
import { managerDetailsShape, nameField, numberField } from '@/components/forms/profileFields.schema';
import type { HelpingAddress, User } from '@/domain/entities';
import type { ProfileSubmission } from '../slice/types';
import { MAX_AVATARS, MAX_PREVIOUS_WORK, MESSAGES, storedPictures } from './fields';

/** Event managers also describe their work; the spec gives this form its own required messages. */
export const managerProfileSchema = object({
  avatar: picturesField(MAX_AVATARS, MESSAGES.avatarMax),
  name: nameField(MESSAGES.managerNameRequired),
  number: numberField(MESSAGES.managerNumberRequired),
  ...managerDetailsShape(),
  // Not edited here, but kept so saving the years does not reset the months the account already has.
  experienceMonths: number().required().default(0),
  address: requiredLocation(MESSAGES.locationRequired),
  prevAttachments: picturesField(MAX_PREVIOUS_WORK, MESSAGES.previousWorkMax),
});

export type ManagerProfileValues = InferType<typeof managerProfileSchema>;

type ManagerSource = Pick<
  User,
  | 'img'
  | 'name'
  | 'number'
  | 'bio'
  | 'experience'
  | 'category'
  | 'location'
  | 'address'
  | 'helpingAddress'
  | 'prevAttachments'
>;

export function managerProfileInitialValues(user: ManagerSource): ManagerProfileValues {
  return {
    avatar: storedPictures([user.img]),
    name: user.name ?? '',
    number: user.number ?? '',
    bio: user.bio ?? '',
    experienceYears: user.experience?.years ?? 0,
    experienceMonths: user.experience?.months ?? 0,
    category: user.category ?? '',
    address: {
      location: user.location ?? null,
      address: user.address ?? '',
      helpingAddress: user.helpingAddress ?? {},
    },
    prevAttachments: storedPictures(user.prevAttachments),
  };
}

/** Firestore refuses undefined values, and blank parts carry no information, so only filled parts are kept. */
export function cleanHelpingAddress(parts: HelpingAddress): HelpingAddress {
  const cleaned: HelpingAddress = {};
  for (const [key, value] of Object.entries(parts) as [keyof HelpingAddress, string | undefined][]) {
    const text = value?.trim();
    if (text) cleaned[key] = text;
  }
  return cleaned;
}

export function toManagerProfilePayload(values: ManagerProfileValues): ProfileSubmission {
  return {
    changes: {
      name: values.name.trim(),
      number: values.number.trim(),
      bio: values.bio.trim(),
      experience: { years: values.experienceYears, months: values.experienceMonths },
      category: values.category.trim(),
      location: values.address.location,
      address: values.address.address.trim(),
      helpingAddress: cleanHelpingAddress(values.address.helpingAddress),
    },
    files: { avatar: values.avatar, previousWork: values.prevAttachments },
  };
}
