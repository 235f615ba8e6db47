import { useEffect, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { createLocalImage, IMAGE_RULES, ImageDropzone, type ImageItem } from '@/components/ui/ImageDropzone';
import type { Picture } from '../slice/types';
import { firstError } from '@/components/ui/form/fieldError';

interface AttachmentsFieldProps {
  name: string;
  /** Upload percentage by picture key while a save runs. */
  progress: Record<string, number>;
  disabled?: boolean;
}

/** The venue's pictures: stored ones and ones chosen now, which stay in the form until the saga uploads them. */
export function AttachmentsField({ name, progress, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation('venues');
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<Picture[]>(name);
  const pictures = meta.value;
  // Object URLs made here are freed when their picture is removed or the wizard goes away.
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (next: Picture[]) => {
    void setFieldTouched(name, true, false);
    void setFieldValue(name, next);
  };

  const items: ImageItem[] = pictures.map((picture, index) => ({
    key: picture.key,
    src: picture.url,
    name: 'file' in picture ? picture.file.name : t('fields.attachmentItem', { number: index + 1 }),
    progress: progress[picture.key],
  }));

  const onAdd = (files: File[]) => {
    const room = Math.max(IMAGE_RULES.venue.maxFiles - pictures.length, 0);
    const added = files.slice(0, room).map((file) => {
      const image = createLocalImage(file);
      created.current.add(image.src);
      return { key: image.key, file, url: image.src };
    });
    if (added.length > 0) update([...pictures, ...added]);
  };

  const onRemove = (key: string) => {
    const removed = pictures.find((picture) => picture.key === key);
    if (removed && 'file' in removed) {
      URL.revokeObjectURL(removed.url);
      created.current.delete(removed.url);
    }
    update(pictures.filter((picture) => picture.key !== key));
  };

  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <ImageDropzone
      id="venue-attachments"
      label={t('fields.attachments')}
      items={items}
      rules={IMAGE_RULES.venue}
      onAdd={onAdd}
      onRemove={onRemove}
      error={error ? t(error) : undefined}
      disabled={disabled}
    />
  );
}
