import { useId, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { firstError } from '@/components/ui/form/fieldError';

interface PasswordFieldProps {
  name?: string;
  label: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button (Bootstrap's markup, for the reason given in TextField). */
export function PasswordField({ name = 'password', label, placeholder, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={error ? 'input-group has-validation' : 'input-group'}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...field}
          className={error ? 'is-invalid form-control' : 'form-control'}
          aria-invalid={Boolean(error)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </button>
        {error ? <div className="invalid-feedback">{t(error)}</div> : null}
      </div>
    </div>
  );
}
