import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { register } from '../slice';
import { selectRegistrationState, selectRegistrationUploads } from '../slice/selectors';
import type { RegistrationRequest } from '../slice/types';
import { useResetOnLeave } from './useResetOnLeave';

/** The registration request state and upload progress plus a submit; leaving the page forgets its banner. */
export function useRegistration() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRegistrationState);
  const progress = useAppSelector(selectRegistrationUploads);
  useResetOnLeave('registration');
  return {
    ...state,
    progress,
    busy: state.status === 'pending',
    submit: (request: RegistrationRequest) => dispatch(register(request)),
  };
}
