import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, User } from '@/domain/entities';
import { readStoredUser } from './storedUser';
import type {
  AuthError,
  AuthForm,
  AuthState,
  LoggedInPayload,
  LoginRequest,
  RegistrationRequest,
  RequestState,
} from './types';

const idle = (): RequestState => ({ status: 'idle', error: null });
const pending = (): RequestState => ({ status: 'pending', error: null });
const failed = (error: AuthError): RequestState => ({ status: 'failed', error });

/** Lazy so a reload (or a store created in a test) picks up whatever session storage holds now. */
export function initialAuthState(): AuthState {
  const { user, remember } = readStoredUser();
  return {
    user,
    remember,
    login: idle(),
    registration: idle(),
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
    },
    registered(state) {
      state.registration = { status: 'succeeded', error: null };
    },
    registrationFailed(state, action: PayloadAction<AuthError>) {
      state.registration = failed(action.payload);
    },
    requestPasswordReset(state, _action: PayloadAction<{ email: string }>) {
      state.passwordReset = pending();
    },
    passwordResetSent(state) {
      state.passwordReset = { status: 'succeeded', error: null };
    },
    passwordResetFailed(state, action: PayloadAction<AuthError>) {
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
    },
  },
});

export const {
  appStarted,
  login,
  loggedIn,
  loginFailed,
  register,
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

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
