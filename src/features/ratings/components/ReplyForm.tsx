import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RATING_TEXT } from '@gigvenue/contracts';
import { RefusalText } from '@/components/ui/RefusalText';
import type { Refusal } from '@/lib/firebase/errors';

interface ReplyFormProps {
  busy: boolean;
  error: Refusal | null;
  onSubmit: (text: string) => void;
}

/** The rated party's one public reply to a rating: a text and Reply; it cannot be changed once sent. */
export function ReplyForm({ busy, error, onSubmit }: ReplyFormProps) {
  const { t } = useTranslation('ratings');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn btn-sm btn-link px-0" onClick={() => setOpen(true)}>
        {t('received.replyAction')}
      </button>
    );
  return (
    <form
      className="mt-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text);
      }}
    >
      <label htmlFor={id} className="form-label small">
        {t('received.replyLabel')}
      </label>
      <textarea
        id={id}
        className={error ? 'form-control is-invalid' : 'form-control'}
        rows={3}
        maxLength={MAX_RATING_TEXT}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <div className="invalid-feedback">
          <RefusalText refusal={error} />
        </div>
      ) : null}
      <div className="form-text">{t('received.replyOnce')}</div>
      <button type="submit" className="btn btn-sm btn-primary mt-2" disabled={busy || !text.trim()}>
        {t(busy ? 'received.replySending' : 'received.replySend')}
      </button>
    </form>
  );
}
