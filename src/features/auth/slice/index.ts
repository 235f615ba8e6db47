import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, User } from '@/domain/entities';
import { readStoredUser } from './storedUser';
import type { ResetPasswordError } from '@/components/forms/resetPassword.schema';
import type {
  AuthError,
  AuthForm,
  AuthState,
  LoggedInPayload,
  LoginRequest,
  RegistrationRequest,
  RequestState,
  UploadProgress,
} from './types';

// Without an error these fit every form's state, whatever kind of error it reports.
const idle = () => ({ status: 'idle', error: null }) as const;
const pending = () => ({ status: 'pending', error: null }) as const;
const failed = <Error>(error: Error): RequestState<Error> => ({ status: 'failed', error });

/** Lazy so a reload (or a store created in a test) picks up whatever session storage holds now. */
export function initialAuthState(): AuthState {
  const { user, remember } = readStoredUser();
  return {
    user,
    remember,
    login: idle(),
    registration: idle(),
    registrationUploads: {},
    passwordReset: idle(),
    categories: { ...idle(), items: [] },
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    appStarted() {},
    login(state, _action: PayloadAction<LoginRequest>) {
      state.login = pending();
    },
    loggedIn(state, action: PayloadAction<LoggedInPayload>) {
      state.user = action.payload.user;
      state.remember = action.payload.remember;
      state.login = { status: 'succeeded', error: null };
    },
    loginFailed(state, action: PayloadAction<AuthError>) {
      state.login = failed(action.payload);
    },
    register(state, _action: PayloadAction<RegistrationRequest>) {
      state.registration = pending();
      state.registrationUploads = {};
    },
    registrationUploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.registrationUploads[action.payload.key] = action.payload.percent;
    },
    registered(state) {
      state.registration = { status: 'succeeded', error: null };
      state.registrationUploads = {};
    },
    registrationFailed(state, action: PayloadAction<AuthError>) {
      state.registration = failed(action.payload);
      state.registrationUploads = {};
    },
    requestPasswordReset(state, _action: PayloadAction<{ email: string }>) {
      state.passwordReset = pending();
    },
    passwordResetSent(state) {
      state.passwordReset = { status: 'succeeded', error: null };
    },
    passwordResetFailed(state, action: PayloadAction<ResetPasswordError>) {
      state.passwordReset = failed(action.payload);
    },
    logout() {},
    /** A reason (e.g. the account was suspended meanwhile) is shown on the login screen. */
    loggedOut: {
      reducer(state, action: PayloadAction<AuthError | null>) {
        state.user = null;
        state.remember = false;
        state.login = action.payload ? failed(action.payload) : idle();
      },
      prepare: (reason: AuthError | null = null) => ({ payload: reason }),
    },
    profileRefreshed(state, action: PayloadAction<User>) {
      // The listener's first answer usually repeats the stored session: keeping the same object then spares every
      // screen that reads the user a render (the frame, the menu, the page) while the first screen loads.
      if (state.user && JSON.stringify(current(state.user)) === JSON.stringify(action.payload)) return;
      state.user = action.payload;
    },
    loadCategories(state) {
      state.categories.status = 'pending';
      state.categories.error = null;
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = { status: 'succeeded', error: null, items: action.payload };
    },
    categoriesLoadFailed(state, action: PayloadAction<AuthError>) {
      state.categories.status = 'failed';
      state.categories.error = action.payload;
    },
    /** Leaving a screen forgets its banner so the next visit starts clean. */
    formReset(state, action: PayloadAction<AuthForm>) {
      state[action.payload] = idle();
      if (action.payload === 'registration') state.registrationUploads = {};
    },
  },
});

export const {
  appStarted,
  login,
  loggedIn,
  loginFailed,
  register,
  registrationUploadProgressed,
  registered,
  registrationFailed,
  requestPasswordReset,
  passwordResetSent,
  passwordResetFailed,
  logout,
  loggedOut,
  profileRefreshed,
  loadCategories,
  categoriesLoaded,
  categoriesLoadFailed,
  formReset,
} = authSlice.actions;

export const authReducer = authSlice.reducer;
