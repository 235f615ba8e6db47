import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { profileBannerCleared, updateProfile } from '../slice';
import { selectProfileUpdate, selectProfileUpdateError, selectUploadProgress } from '../slice/selectors';
import type { ProfileSubmission } from '../slice/types';

/** The save request's state plus a submit for the signed-in account; leaving the page forgets the banner. */
export function useProfileUpdate(uid: string) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProfileUpdate);
  const error = useAppSelector(selectProfileUpdateError);
  const progress = useAppSelector(selectUploadProgress);
  useEffect(() => () => void dispatch(profileBannerCleared()), [dispatch]);
  return {
    status,
    error,
    progress,
    busy: status === 'pending',
    submit: (submission: ProfileSubmission) => dispatch(updateProfile({ uid, ...submission })),
  };
}
