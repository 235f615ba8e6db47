import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from '@/domain/entities';
import type { ProfileState, ProfileUpdateRequest, PushStatus, UploadProgress } from './types';

export const initialProfileState: ProfileState = {
  update: 'idle',
  updateError: null,
  uploads: {},
  categories: { status: 'idle', items: [], error: null },
  passwordChange: 'idle',
  passwordChangeError: null,
  push: { status: 'idle', error: null },
};

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    updateProfile(state, _action: PayloadAction<ProfileUpdateRequest>) {
      state.update = 'pending';
      state.updateError = null;
      state.uploads = {};
    },
    uploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.uploads[action.payload.key] = action.payload.percent;
    },
    profileUpdated(state) {
      state.update = 'succeeded';
      state.uploads = {};
    },
    profileUpdateFailed(state, action: PayloadAction<Refusal>) {
      state.update = 'failed';
      state.updateError = action.payload;
      state.uploads = {};
    },
    /** Hides the result banner; a save still running keeps its busy state. */
    profileBannerCleared(state) {
      if (state.update !== 'pending') {
        state.update = 'idle';
        state.updateError = null;
      }
    },
    loadCategories(state) {
      state.categories.status = 'pending';
      state.categories.error = null;
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = { status: 'succeeded', items: action.payload, error: null };
    },
    categoriesLoadFailed(state, action: PayloadAction<Refusal>) {
      state.categories.status = 'failed';
      state.categories.error = action.payload;
    },
    requestPasswordChange(state, _action: PayloadAction<{ email: string }>) {
      state.passwordChange = 'pending';
      state.passwordChangeError = null;
    },
    passwordChangeEmailSent(state) {
      state.passwordChange = 'succeeded';
    },
    passwordChangeFailed(state, action: PayloadAction<Refusal>) {
      state.passwordChange = 'failed';
      state.passwordChangeError = action.payload;
    },
    /** Leaving the tab forgets its banner so the next visit starts clean. */
    passwordChangeReset(state) {
      if (state.passwordChange !== 'pending') {
        state.passwordChange = 'idle';
        state.passwordChangeError = null;
      }
    },
    enablePush(state) {
      state.push = { status: 'pending', error: null };
    },
    pushEnabled(state) {
      state.push = { status: 'enabled', error: null };
    },
    pushRefused(state, action: PayloadAction<Extract<PushStatus, 'denied' | 'unsupported'>>) {
      state.push = { status: action.payload, error: null };
    },
    pushEnableFailed(state, action: PayloadAction<Refusal>) {
      state.push = { status: 'failed', error: action.payload };
    },
  },
});

export const {
  updateProfile,
  uploadProgressed,
  profileUpdated,
  profileUpdateFailed,
  profileBannerCleared,
  loadCategories,
  categoriesLoaded,
  categoriesLoadFailed,
  requestPasswordChange,
  passwordChangeEmailSent,
  passwordChangeFailed,
  passwordChangeReset,
  enablePush,
  pushEnabled,
  pushRefused,
  pushEnableFailed,
} = profileSlice.actions;

export const profileReducer = profileSlice.reducer;
