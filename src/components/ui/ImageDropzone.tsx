import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { FormGroup, Label } from 'reactstrap';
import { ImagePreviews } from './imageDropzone/ImagePreviews';
import { acceptOf, megabytes, type ImageItem, type ImageRules } from './imageDropzone/rules';
import { useRejectionMessages, useTypeList } from './imageDropzone/useRejectionMessages';

export { IMAGE_RULES, type ImageItem, type ImageRules } from './imageDropzone/rules';
export {
  createLocalImage,
  localImageItem,
  useLocalPreviews,
  type LocalImage,
  type LocalPreviews,
} from './imageDropzone/useLocalPreviews';

export interface ImageDropzoneProps {
  id: string;
  label: string;
  items: ImageItem[];
  rules: ImageRules;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Shown under the drop area, e.g. the recommended image dimensions. */
  hint?: string;
  /** Already translated, e.g. the consumer's schema message. */
  error?: string;
  disabled?: boolean;
}

/**
 * Picks images by drop or file dialog and previews them; the owner keeps the list and uploads it.
 * Refused files never reach onAdd: each gets its own message here instead.
 */
export function ImageDropzone({ id, label, items, rules, onAdd, onRemove, hint, error, disabled = false }: ImageDropzoneProps) {
  const { t } = useTranslation('ui');
  const [notices, setNotices] = useState<string[]>([]);
  const describeRejections = useRejectionMessages(rules);
  const allowedTypes = useTypeList(rules.types, 'disjunction');
  const room = Math.max(0, rules.maxFiles - items.length);
  const ids = { label: `${id}-label`, prompt: `${id}-prompt`, rules: `${id}-rules`, hint: `${id}-hint` };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const added = accepted.slice(0, room);
    setNotices(describeRejections(rejected, accepted.length - added.length));
    if (added.length > 0) onAdd(added);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptOf(rules.types),
    maxSize: rules.maxBytes,
    multiple: rules.maxFiles > 1,
    disabled,
    onDrop,
  });

  const messages = [...new Set([...(error ? [error] : []), ...notices])];
  const areaState = isDragActive ? 'border-primary bg-primary-subtle' : 'bg-body-tertiary';

  return (
    <FormGroup>
      {/* Once full there is no input left to label, so the label then only names the previews. */}
      <Label id={ids.label} for={room > 0 ? id : undefined}>
        {label}
      </Label>
      {items.length > 0 ? (
        <ImagePreviews
          labelId={ids.label}
          items={items}
          disabled={disabled}
          onRemove={(key) => {
            setNotices([]);
            onRemove(key);
          }}
        />
      ) : null}
      {room > 0 ? (
        <div
          {...getRootProps({
            role: 'button',
            'aria-labelledby': ids.prompt,
            'aria-describedby': hint ? `${ids.rules} ${ids.hint}` : ids.rules,
            'aria-disabled': disabled || undefined,
            className: `border border-2 rounded-3 p-4 text-center ${areaState} ${messages.length ? 'border-danger' : ''}`,
            style: { borderStyle: 'dashed', cursor: disabled ? 'not-allowed' : 'pointer' },
          })}
        >
          <input {...getInputProps({ id })} />
          <p id={ids.prompt} className="mb-1 fw-medium">
            {t('dropzone.prompt')}
          </p>
          <p id={ids.rules} className="small text-body-secondary mb-0">
            {t('dropzone.rules', { types: allowedTypes, size: megabytes(rules.maxBytes) })}
          </p>
        </div>
      ) : null}
      {hint ? (
        <div id={ids.hint} className="form-text">
          {hint}
        </div>
      ) : null}
      {messages.length > 0 ? (
        <ul className="invalid-feedback d-block list-unstyled mb-0" role="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </FormGroup>
  );
}
