import { mixed, string } from 'yup';

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
  latitudeInvalid: 'validation.latitudeInvalid',
  longitudeInvalid: 'validation.longitudeInvalid',
  categoryRequired: 'validation.categoryRequired',
  experienceMin: 'validation.experienceMin',
  attachmentsMin: 'validation.attachmentsMin',
  attachmentsMax: 'validation.attachmentsMax',
  imageType: 'validation.imageType',
  imageSize: 'validation.imageSize',
} as const;

/** Firebase Auth rejects shorter passwords, so the form says so before the request does. */
export const PASSWORD_MIN_LENGTH = 6;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The accept map react-dropzone and file inputs share. */
export const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

export function isAllowedImage(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return knownExtension && (!file.type || IMAGE_TYPES.includes(file.type));
}

export const emailField = () =>
  string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid).default('');

export const newPasswordField = (requiredMessage: string) =>
  string().required(requiredMessage).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin).default('');

export const imageFile = () =>
  mixed<File>()
    .test('image-type', MESSAGES.imageType, (file) => !file || isAllowedImage(file))
    .test('image-size', MESSAGES.imageSize, (file) => !file || file.size <= MAX_IMAGE_BYTES);
