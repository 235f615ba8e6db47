import type { Picture } from '@/components/forms/pictures';
import { IMAGE_RULES } from '@/components/ui/imageDropzone/rules';

/** Validation messages are translation keys in the `profile` namespace; the fields render them through t(). */
export const MESSAGES = {
  nameRequired: 'validation.nameRequired',
  numberRequired: 'validation.numberRequired',
  managerNameRequired: 'validation.managerNameRequired',
  managerNumberRequired: 'validation.managerNumberRequired',
  bioRequired: 'validation.bioRequired',
  categoryRequired: 'validation.categoryRequired',
  locationRequired: 'validation.locationRequired',
  experienceMin: 'validation.experienceMin',
  experienceMax: 'validation.experienceMax',
  nameMax: 'validation.nameMax',
  numberMax: 'validation.numberMax',
  bioMax: 'validation.bioMax',
  avatarMax: 'validation.avatarMax',
  previousWorkMax: 'validation.previousWorkMax',
} as const;

/** The drop zones' limits (spec section 9: at most five previous-work images), so schema and offer agree. */
export const MAX_AVATARS = IMAGE_RULES.profile.maxFiles;
export const MAX_PREVIOUS_WORK = IMAGE_RULES.previousWork.maxFiles;

/** Stored URLs as pictures; the URL doubles as the key since each upload gets a unique one. */
export function storedPictures(urls: readonly string[] | undefined): Picture[] {
  return (urls ?? []).filter((url) => url.trim() !== '').map((url) => ({ key: url, url }));
}
