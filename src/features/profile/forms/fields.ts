import { array, mixed } from 'yup';
import type { Picture } from '../slice/types';

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
  avatarMax: 'validation.avatarMax',
  previousWorkMax: 'validation.previousWorkMax',
} as const;

export const MAX_AVATARS = 1;
/** Spec section 9: at most five previous-work images; uploads are offered only below that. */
export const MAX_PREVIOUS_WORK = 5;

export const picturesField = (max: number, message: string) =>
  array().of(mixed<Picture>().required()).max(max, message).required().default([]);

/** Stored URLs as pictures; the URL doubles as the key since each upload gets a unique one. */
export function storedPictures(urls: readonly string[] | undefined): Picture[] {
  return (urls ?? []).filter((url) => url.trim() !== '').map((url) => ({ key: url, url }));
}
