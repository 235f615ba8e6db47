import { useLayoutEffect, useRef, useState } from 'react';
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
  /** Shown under the drop area, e.g. the recommended image dimensions; defaults to the rules' own hint. */
  hint?: string;
  /** Already translated, e.g. the consumer's schema message. */
  error?: string;
  disabled?: boolean;
}

/**
 * Picks images by drop or file dialog and previews them; the owner keeps the list and uploads it.
 * Refused files never reach onAdd: each gets its own message here instead. Where only one picture is
 * allowed (an avatar), a full drop zone offers to replace it rather than asking for a removal first.
 */
export function ImageDropzone({
  id,
  label,
  items,
  rules,
  onAdd,
  onRemove,
  hint,
  error,
  disabled = false,
}: ImageDropzoneProps) {
  const { t } = useTranslation('ui');
  const [notices, setNotices] = useState<string[]>([]);
  const describeRejections = useRejectionMessages(rules);
  const allowedTypes = useTypeList(rules.types, 'disjunction');
  const room = Math.max(0, rules.maxFiles - items.length);
  const replaceable = rules.maxFiles === 1 ? items[0] : undefined;
  const shownHint = hint ?? (rules.hintKey ? t(rules.hintKey) : undefined);
  const ids = { label: `${id}-label`, prompt: `${id}-prompt`, rules: `${id}-rules`, hint: `${id}-hint` };

  // A replacement is added only once the owner has dropped the old picture from `items`: owners check
  // the room left against their own list, and that list still holds the old picture until they re-render.
  const replacement = useRef<{ oldKey: string; file: File } | null>(null);
  // A layout effect, so the empty drop area between removal and addition is never painted.
  useLayoutEffect(() => {
    const pending = replacement.current;
    if (!pending || items.some((item) => item.key === pending.oldKey)) return;
    replacement.current = null;
    onAdd([pending.file]);
  }, [items, onAdd]);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    replacement.current = null;
    const limit = replaceable ? 1 : room;
    const taken = accepted.slice(0, limit);
    setNotices(describeRejections(rejected, accepted.slice(limit)));
    if (taken.length === 0) return;
    if (replaceable) {
      replacement.current = { oldKey: replaceable.key, file: taken[0] };
      onRemove(replaceable.key);
    } else {
      onAdd(taken);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptOf(rules.types),
    maxSize: rules.maxBytes,
    multiple: rules.maxFiles > 1,
    disabled,
    onDrop,
  });

  const messages = [...new Set([...(error ? [error] : []), ...notices])];
  const hasInput = room > 0 || replaceable !== undefined;
  const rulesText = t('dropzone.rules', { types: allowedTypes, size: megabytes(rules.maxBytes) });
  const areaClass = replaceable
    ? `btn btn-sm ${isDragActive ? 'btn-primary' : 'btn-outline-secondary'} ${disabled ? 'disabled' : ''}`
    : `border border-2 rounded-3 p-4 text-center ${isDragActive ? 'border-primary bg-primary-subtle' : 'bg-body-tertiary'}`;

  return (
    <FormGroup>
      {/* Once full, the label only names the previews; a replace button names its own input. */}
      <Label id={ids.label} for={room > 0 ? id : undefined}>
        {label}
      </Label>
      {items.length > 0 ? (
        <ImagePreviews
          labelId={ids.label}
          items={items}
          disabled={disabled}
          single={rules.maxFiles === 1}
          onRemove={(key) => {
            replacement.current = null;
            setNotices([]);
            onRemove(key);
          }}
        />
      ) : null}
      {/* One element for both looks, so focus stays on it while a replacement swaps the picture. The file input
          sits beside it, not inside: a control nested in a button is one that assistive technology cannot reach. */}
      {hasInput ? (
        <>
          {/* react-dropzone names the input "file upload" in English, which would hide the translated label. */}
          <input {...getInputProps({ id, 'aria-label': replaceable ? t('dropzone.replace') : undefined })} />
          <div
            {...getRootProps({
              role: 'button',
              'aria-labelledby': ids.prompt,
              'aria-describedby': shownHint ? `${ids.rules} ${ids.hint}` : ids.rules,
              'aria-disabled': disabled || undefined,
              className: `${areaClass} ${messages.length ? 'border-danger' : ''}`,
              style: replaceable
                ? undefined
                : { borderStyle: 'dashed', cursor: disabled ? 'not-allowed' : 'pointer' },
            })}
          >
            {replaceable ? (
              <>
                <span id={ids.prompt}>{t('dropzone.replace')}</span>
                <span id={ids.rules} className="visually-hidden">
                  {rulesText}
                </span>
              </>
            ) : (
              <>
                <p id={ids.prompt} className="mb-1 fw-medium">
                  {t('dropzone.prompt')}
                </p>
                <p id={ids.rules} className="small text-body-secondary mb-0">
                  {rulesText}
                </p>
              </>
            )}
          </div>
        </>
      ) : null}
      {shownHint ? (
        <div id={ids.hint} className="form-text">
          {shownHint}
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
