import { useEffect } from 'react';
import { env } from '@/config/env';

/** Names the tab after the event once it is known: a shared link's tab reads better than the path's '/e'. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${env.appName}`;
  }, [title]);
}
