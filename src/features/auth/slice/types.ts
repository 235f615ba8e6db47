import type { ResetPasswordError } from '@/components/forms/resetPassword.schema';
import type { Category, GeoPoint, HelpingAddress, Role, User } from '@/domain/entities';
import type { Refusal } from '@/lib/firebase/errors';
import type { UploadFile } from '@/sagas/uploadImages';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Known failures carry a translation key under `errors.`; others their reason, worded as errors:<reason>. */
export type AuthErrorCode =
  | 'invalidCredentials'
  | 'invalidCredentialsSignUp'
  | 'userMissing'
  | 'underVerification'
  | 'suspended'
  | 'loginFailed'
  | 'emailExists';

export type AuthError = { code: AuthErrorCode } | { failure: Refusal };

export interface RequestState<Error = AuthError> {
  status: RequestStatus;
  error: Error | null;
}

export interface AuthState {
  /** The stored signed-in user (the spec's authUser); null when signed out. */
  user: User | null;
  /** Whether the stored user lives in localStorage (remember me) rather than sessionStorage. */
  remember: boolean;
  login: RequestState;
  registration: RequestState;
  /** Upload percentage by picture key while a registration uploads its images. */
  registrationUploads: Record<string, number>;
  /** Its texts live with the shared reset-password form, which the profile's Change Password tab uses too. */
  passwordReset: RequestState<ResetPasswordError>;
  categories: RequestState & { items: Category[] };
}

export type AuthForm = 'login' | 'registration' | 'passwordReset';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface ManagerDetails {
  bio: string;
  address: string;
  location: GeoPoint | null;
  helpingAddress: HelpingAddress;
  category: string;
  experienceYears: number;
}

/** Files travel beside the data so the saga can upload them once the Auth user (and its uid) exists. */
export interface RegistrationFiles {
  image: UploadFile | null;
  attachments: UploadFile[];
}

export interface RegistrationRequest {
  role: Role;
  email: string;
  password: string;
  name: string;
  number: string;
  isAppUser: boolean;
  manager: ManagerDetails | null;
  files: RegistrationFiles;
}

export interface UploadProgress {
  key: string;
  percent: number;
}

export interface LoggedInPayload {
  user: User;
  remember: boolean;
}
