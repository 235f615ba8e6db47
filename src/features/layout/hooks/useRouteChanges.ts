import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { pageNavigated } from '../slice';

/** Tells the layout about each navigation (closes the phone sidebar, runs the preloader). */
export function useRouteChanges(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(pageNavigated(pathname));
  }, [dispatch, pathname]);
}
