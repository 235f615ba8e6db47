import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ImageDropzone, type ImageItem, type ImageRules } from '@/components/ui/ImageDropzone';
import { useObjectUrls } from '../hooks/useObjectUrls';
import type { Picture } from '../slice/types';
import { firstError } from '@/components/ui/form/fieldError';

interface PicturesFieldProps {
  id: string;
  name: string;
  label: string;
  rules: ImageRules;
  hint?: string;
  /** How a stored picture is named (alt text and its Remove button), since its URL means nothing to people. */
  storedName: (index: number) => string;
  /** Upload percentage by picture key while a save runs. */
  progress: Record<string, number>;
  disabled?: boolean;
}

let sequence = 0;
const nextKey = () => `new-${Date.now().toString(36)}-${++sequence}`;

/** Stored and newly chosen images of one form field; new files stay in the form until the saga uploads them. */
export function PicturesField({ id, name, label, rules, hint, storedName, progress, disabled }: PicturesFieldProps) {
  const { t } = useTranslation('profile');
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<Picture[]>(name);
  const previews = useObjectUrls();
  const pictures = meta.value;

  const update = (next: Picture[]) => {
    void setFieldTouched(name, true, false);
    void setFieldValue(name, next);
  };

  const items: ImageItem[] = pictures.map((picture, index) => ({
    key: picture.key,
    src: picture.url,
    name: 'file' in picture ? picture.file.name : storedName(index),
    progress: progress[picture.key],
  }));

  const onAdd = (files: File[]) => {
    // The drop zone checks the limit too; this keeps the form valid whatever reaches it.
    const room = Math.max(rules.maxFiles - pictures.length, 0);
    const added = files.slice(0, room).map((file) => ({ key: nextKey(), file, url: previews.create(file) }));
    if (added.length > 0) update([...pictures, ...added]);
  };

  const onRemove = (key: string) => {
    const removed = pictures.find((picture) => picture.key === key);
    if (removed && 'file' in removed) previews.release(removed.url);
    update(pictures.filter((picture) => picture.key !== key));
  };

  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <ImageDropzone
      id={id}
      label={label}
      items={items}
      rules={rules}
      onAdd={onAdd}
      onRemove={onRemove}
      hint={hint}
      error={error ? t(error) : undefined}
      disabled={disabled}
    />
  );
}
