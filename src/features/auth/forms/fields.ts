import { string } from 'yup';
import { IMAGE_RULES } from '@/components/ui/imageDropzone/rules';

/** Validation messages are translation keys in the `auth` namespace; the fields render them through t(). */
export const MESSAGES = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordIsRequired: 'validation.passwordIsRequired',
  passwordMin: 'validation.passwordMin',
  usernameRequired: 'validation.usernameRequired',
  numberRequired: 'validation.numberRequired',
  nameRequired: 'validation.nameRequired',
  bioRequired: 'validation.bioRequired',
  locationRequired: 'validation.locationRequired',
  categoryRequired: 'validation.categoryRequired',
  experienceMin: 'validation.experienceMin',
  experienceMax: 'validation.experienceMax',
  nameMax: 'validation.nameMax',
  numberMax: 'validation.numberMax',
  bioMax: 'validation.bioMax',
  imageMax: 'validation.imageMax',
  attachmentsMin: 'validation.attachmentsMin',
  attachmentsMax: 'validation.attachmentsMax',
} as const;

/** Firebase Auth rejects shorter passwords, so the form says so before the request does. */
export const PASSWORD_MIN_LENGTH = 6;
/** The drop zones' limits, so the schema and what the person is offered agree. */
export const MAX_IMAGES = IMAGE_RULES.profile.maxFiles;
export const MAX_ATTACHMENTS = IMAGE_RULES.previousWork.maxFiles;

export const emailField = () =>
  string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid).default('');

export const newPasswordField = (requiredMessage: string) =>
  string().required(requiredMessage).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin).default('');
