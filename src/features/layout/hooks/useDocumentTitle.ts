import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { pageTitle } from './pageTitle';

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, env.appName);
  }, [pathname]);
}
