import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formReset, register } from '../slice';
import { selectRegistrationState } from '../slice/selectors';
import type { RegistrationRequest } from '../slice/types';

/** The registration request state plus a submit; leaving the page forgets its banner. */
export function useRegistration() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRegistrationState);
  useEffect(() => () => void dispatch(formReset('registration')), [dispatch]);
  return {
    ...state,
    busy: state.status === 'pending',
    submit: (request: RegistrationRequest) => dispatch(register(request)),
  };
}
