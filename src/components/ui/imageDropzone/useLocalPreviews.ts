import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ImageItem } from './rules';

/** A file chosen on this device and not uploaded yet, previewed through an object URL. */
export interface LocalImage {
  key: string;
  file: File;
  src: string;
}

let sequence = 0;

/** Creates the preview URL; whoever calls this owns the URL and must revoke it (see useLocalPreviews). */
export function createLocalImage(file: File): LocalImage {
  sequence += 1;
  return { key: `local-${sequence}`, file, src: URL.createObjectURL(file) };
}

export const localImageItem = ({ key, src, file }: LocalImage): ImageItem => ({ key, src, name: file.name });

export interface LocalPreviews {
  images: LocalImage[];
  /** Ready for ImageDropzone's `items`. */
  items: ImageItem[];
  /** Ready for the uploadImages saga. */
  files: { key: string; file: File }[];
  add: (files: File[]) => LocalImage[];
  remove: (key: string) => void;
  clear: () => void;
}

/** Local files with previews whose object URLs are revoked on removal and when the component goes away. */
export function useLocalPreviews(): LocalPreviews {
  const [images, setImages] = useState<LocalImage[]>([]);
  const urls = useRef(new Map<string, string>());
  const pendingRevoke = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(pendingRevoke.current);
    const live = urls.current;
    return () => {
      // StrictMode unmounts and remounts at once in development while state survives; revoking on the
      // next tick lets that remount cancel it, so only a real unmount frees the previews.
      pendingRevoke.current = setTimeout(() => {
        live.forEach((url) => URL.revokeObjectURL(url));
        live.clear();
      });
    };
  }, []);

  const add = useCallback((files: File[]) => {
    const created = files.map(createLocalImage);
    for (const image of created) urls.current.set(image.key, image.src);
    setImages((current) => [...current, ...created]);
    return created;
  }, []);

  const remove = useCallback((key: string) => {
    const url = urls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(key);
    setImages((current) => current.filter((image) => image.key !== key));
  }, []);

  const clear = useCallback(() => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
    setImages([]);
  }, []);

  return useMemo(
    () => ({
      images,
      items: images.map(localImageItem),
      files: images.map(({ key, file }) => ({ key, file })),
      add,
      remove,
      clear,
    }),
    [images, add, remove, clear],
  );
}
