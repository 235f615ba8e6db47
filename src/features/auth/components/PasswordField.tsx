import { useId, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { firstError } from '@/components/ui/form/fieldError';

interface PasswordFieldProps {
  name?: string;
  label: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ name = 'password', label, placeholder, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <div className={error ? 'input-group has-validation' : 'input-group'}>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...field}
          invalid={Boolean(error)}
        />
        <Button
          type="button"
          color="secondary"
          outline
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </Button>
        {error ? <FormFeedback>{t(error)}</FormFeedback> : null}
      </div>
    </FormGroup>
  );
}
