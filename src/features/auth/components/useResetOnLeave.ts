import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { formReset } from '../slice';
import type { AuthForm } from '../slice/types';

/** Leaving a screen forgets its form's banner, so coming back starts clean. */
export function useResetOnLeave(form: AuthForm) {
  const dispatch = useAppDispatch();
  const pendingReset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingReset.current);
    return () => {
      // StrictMode unmounts and remounts at once in development; resetting on the next tick lets that remount
      // cancel it, so a message set before the screen opened (why a suspended account was signed out) stays.
      pendingReset.current = setTimeout(() => dispatch(formReset(form)));
    };
  }, [dispatch, form]);
}
