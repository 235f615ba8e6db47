import { number, string } from 'yup';
import { PROFILE_LIMITS } from '@/domain/profileLimits';

/**
 * Validation message keys the registration (`auth`) and profile (`profile`) namespaces both hold with these names;
 * the messages that differ between the two forms are passed in.
 */
export const PROFILE_FIELD_MESSAGES = {
  nameMax: 'validation.nameMax',
  numberMax: 'validation.numberMax',
  bioRequired: 'validation.bioRequired',
  bioMax: 'validation.bioMax',
  categoryRequired: 'validation.categoryRequired',
  experienceMin: 'validation.experienceMin',
  experienceMax: 'validation.experienceMax',
} as const;

const M = PROFILE_FIELD_MESSAGES;

/** An account's name, as registration asks it and the profile edits it. */
export const nameField = (requiredMessage: string) =>
  string().trim().required(requiredMessage).max(PROFILE_LIMITS.name, M.nameMax).default('');

/** An account's phone number, as registration asks it and the profile edits it. */
export const numberField = (requiredMessage: string) =>
  string().trim().required(requiredMessage).max(PROFILE_LIMITS.number, M.numberMax).default('');

/** What an event manager describes, in registration and in the profile alike (the location is each form's own). */
export const managerDetailsShape = () => ({
  bio: string().trim().required(M.bioRequired).max(PROFILE_LIMITS.bio, M.bioMax).default(''),
  category: string().trim().required(M.categoryRequired).default(''),
  experienceYears: number()
    .typeError(M.experienceMin)
    .required(M.experienceMin)
    .integer(M.experienceMin)
    .min(0, M.experienceMin)
    .max(PROFILE_LIMITS.experienceYears, M.experienceMax)
    .default(0),
});
