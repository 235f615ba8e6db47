import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from '@/domain/entities';
import type { ProfileState, ProfileUpdateRequest, UploadProgress } from './types';

export const initialProfileState: ProfileState = {
  update: 'idle',
  uploads: {},
  categories: { status: 'idle', items: [] },
  passwordChange: 'idle',
};

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    updateProfile(state, _action: PayloadAction<ProfileUpdateRequest>) {
      state.update = 'pending';
      state.uploads = {};
    },
    uploadProgressed(state, action: PayloadAction<UploadProgress>) {
      state.uploads[action.payload.key] = action.payload.percent;
    },
    profileUpdated(state) {
      state.update = 'succeeded';
      state.uploads = {};
    },
    profileUpdateFailed(state) {
      state.update = 'failed';
      state.uploads = {};
    },
    /** Hides the result banner; a save still running keeps its busy state. */
    profileBannerCleared(state) {
      if (state.update !== 'pending') state.update = 'idle';
    },
    loadCategories(state) {
      state.categories.status = 'pending';
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = { status: 'succeeded', items: action.payload };
    },
    categoriesLoadFailed(state) {
      state.categories.status = 'failed';
    },
    requestPasswordChange(state, _action: PayloadAction<{ email: string }>) {
      state.passwordChange = 'pending';
    },
    passwordChangeEmailSent(state) {
      state.passwordChange = 'succeeded';
    },
    passwordChangeFailed(state) {
      state.passwordChange = 'failed';
    },
    /** Leaving the tab forgets its banner so the next visit starts clean. */
    passwordChangeReset(state) {
      if (state.passwordChange !== 'pending') state.passwordChange = 'idle';
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
} = profileSlice.actions;

export const profileReducer = profileSlice.reducer;
