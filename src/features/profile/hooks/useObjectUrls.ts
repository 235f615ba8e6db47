import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Object URLs for previews of chosen files. Each one holds its file in memory until revoked, so every URL
 * made here is revoked when its picture is removed or, at the latest, when the form goes away.
 */
export function useObjectUrls() {
  const urls = useRef(new Set<string>());
  const pendingRevoke = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(pendingRevoke.current);
    const made = urls.current;
    return () => {
      // StrictMode unmounts and remounts at once in development while the form values survive; revoking
      // on the next tick lets that remount cancel it, so only a real unmount frees the previews.
      pendingRevoke.current = setTimeout(() => {
        for (const url of made) URL.revokeObjectURL(url);
        made.clear();
      });
    };
  }, []);

  const create = useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  }, []);

  const release = useCallback((url: string) => {
    if (urls.current.delete(url)) URL.revokeObjectURL(url);
  }, []);

  return useMemo(() => ({ create, release }), [create, release]);
}
