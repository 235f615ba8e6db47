import { object, string, type InferType } from 'yup';

/** Translation keys in the `ui` namespace, where ResetPasswordFields renders them. */
export const RESET_PASSWORD_MESSAGES = {
  emailRequired: 'resetPassword.validation.emailRequired',
  emailInvalid: 'resetPassword.validation.emailInvalid',
} as const;

/** Why no reset e-mail went out: no account uses the address, too many checks from here lately, or anything else. */
export type ResetPasswordError = 'emailNotFound' | 'tooManyAttempts' | 'failed';

export const resetPasswordSchema = object({
  email: string()
    .trim()
    .required(RESET_PASSWORD_MESSAGES.emailRequired)
    .email(RESET_PASSWORD_MESSAGES.emailInvalid)
    .default(''),
});

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

/** Signed out the address is typed; signed in it is the account's own. */
export function resetPasswordInitialValues(email = ''): ResetPasswordValues {
  return { email };
}

export function toResetPasswordPayload(values: ResetPasswordValues): { email: string } {
  return { email: values.email.trim() };
}
