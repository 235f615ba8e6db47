import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  ImageDropzone,
  useLocalPreviews,
  type ImageItem,
  type ImageRules,
} from '@/components/ui/ImageDropzone';
import { visibleError } from '@/components/ui/form/fieldError';
import type { Picture } from './pictures';

interface PicturesFieldProps {
  /** The file input's id, so a test or an e2e run can reach it. */
  id: string;
  name: string;
  label: string;
  /** The i18n namespace holding this form's validation message keys. */
  namespace: string;
  rules: ImageRules;
  hint?: string;
  /** How a stored picture is named (alt text and its Remove button), since its URL means nothing to people. */
  storedName?: (index: number) => string;
  /** Upload percentage by picture key while a save runs. */
  progress?: Record<string, number>;
  disabled?: boolean;
}

/** Stored and newly chosen images of one Formik field; new files stay in the form until a saga uploads them. */
export function PicturesField({
  id,
  name,
  label,
  namespace,
  rules,
  hint,
  storedName = () => label,
  progress = {},
  disabled,
}: PicturesFieldProps) {
  const { t } = useTranslation(namespace);
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<Picture[]>(name);
  // The form values hold the pictures; the hook owns their preview URLs, revoked on removal and when the
  // form goes away, so a chosen file is not kept in memory after its preview is gone.
  const previews = useLocalPreviews();
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
    const added = previews.add(files.slice(0, room)).map(({ key, file, src }) => ({ key, file, url: src }));
    if (added.length > 0) update([...pictures, ...added]);
  };

  const onRemove = (key: string) => {
    previews.remove(key);
    update(pictures.filter((picture) => picture.key !== key));
  };

  const error = visibleError(meta);
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
