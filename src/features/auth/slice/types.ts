import type { Category, GeoPoint, Role, User } from '@/domain/entities';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Known failures carry a translation key under `errors.`; unknown ones pass the raw message through. */
export type AuthErrorCode =
  | 'invalidCredentials'
  | 'invalidCredentialsSignUp'
  | 'userMissing'
  | 'underVerification'
  | 'suspended'
  | 'loginFailed'
  | 'emailExists'
  | 'emailNotFound'
  | 'resetFailed';

export type AuthError = { code: AuthErrorCode } | { message: string };

export interface RequestState {
  status: RequestStatus;
  error: AuthError | null;
}

export interface AuthState {
  /** The stored signed-in user (the spec's authUser); null when signed out. */
  user: User | null;
  /** Whether the stored user lives in localStorage (remember me) rather than sessionStorage. */
  remember: boolean;
  login: RequestState;
  registration: RequestState;
  passwordReset: RequestState;
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
  category: string;
  experienceYears: number;
}

/** Files travel beside the data so the saga can upload them once the Auth user (and its uid) exists. */
export interface RegistrationFiles {
  image: File | null;
  attachments: File[];
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

export interface LoggedInPayload {
  user: User;
  remember: boolean;
}
