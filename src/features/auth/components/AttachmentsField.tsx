import { useId, useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Label } from 'reactstrap';
import { IMAGE_ACCEPT, MAX_ATTACHMENTS, MESSAGES } from '../forms/fields';
import { firstError } from '@/components/ui/form/fieldError';
import { FilePreview } from './FilePreview';

interface AttachmentsFieldProps {
  name: string;
  label: string;
}

/** Previous-work images: drop or pick up to five, each previewed with a remove button. */
export function AttachmentsField({ name, label }: AttachmentsFieldProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const [, meta] = useField<File[]>(name);
  const files = meta.value;
  // Files the dropzone refused never reach the form, so their reason is kept here.
  const [notice, setNotice] = useState<string | null>(null);

  const update = (next: File[]) => {
    void setFieldTouched(name, true, false);
    void setFieldValue(name, next);
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const room = MAX_ATTACHMENTS - files.length;
    if (rejected.length > 0) setNotice(MESSAGES.imageType);
    else if (accepted.length > room) setNotice(MESSAGES.attachmentsMax);
    else setNotice(null);
    if (accepted.length > 0) update([...files, ...accepted.slice(0, room)]);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ accept: IMAGE_ACCEPT, onDrop });
  const error = notice ?? (meta.touched ? firstError(meta.error) : undefined);

  return (
    <FormGroup>
      <Label for={inputId}>{label}</Label>
      {files.length > 0 ? (
        <ul className="list-unstyled row row-cols-3 row-cols-sm-5 g-2 mb-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`} className="col">
              <div className="position-relative border rounded overflow-hidden ratio ratio-1x1">
                <FilePreview file={file} alt={file.name} size={96} className="w-100 h-100 object-fit-cover" />
              </div>
              <Button
                type="button"
                color="link"
                size="sm"
                className="text-danger p-0 mt-1"
                aria-label={t('register.removeAttachment', { name: file.name })}
                onClick={() => {
                  setNotice(null);
                  update(files.filter((_, position) => position !== index));
                }}
              >
                {t('register.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < MAX_ATTACHMENTS ? (
        <div
          {...getRootProps({
            className: `border border-2 rounded-3 p-4 text-center ${
              isDragActive ? 'border-primary bg-primary-subtle' : 'bg-body-tertiary'
            } ${error ? 'border-danger' : ''}`,
            style: { borderStyle: 'dashed', cursor: 'pointer' },
            role: 'button',
            'aria-describedby': `${inputId}-hint`,
          })}
        >
          <input {...getInputProps({ id: inputId })} />
          <p className="mb-1 fw-medium">{t('register.dropAttachments')}</p>
          <p id={`${inputId}-hint`} className="small text-body-secondary mb-0">
            {t('register.attachmentsHint', { count: MAX_ATTACHMENTS - files.length })}
          </p>
        </div>
      ) : null}
      {error ? <div className="invalid-feedback d-block">{t(error)}</div> : null}
    </FormGroup>
  );
}
