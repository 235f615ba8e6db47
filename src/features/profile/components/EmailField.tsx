import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGroup, FormText, Input, Label } from 'reactstrap';

/** The sign-in e-mail is shown but never edited: the rules refuse changing it from the client. */
interface EmailFieldProps {
  email: string;
  hint: string;
}

export function EmailField({ email, hint }: EmailFieldProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <FormGroup>
      <Label for={id}>{t('fields.email')}</Label>
      <Input
        id={id}
        type="email"
        value={email}
        readOnly
        className="bg-body-secondary"
        aria-describedby={`${id}-hint`}
      />
      <FormText id={`${id}-hint`}>{hint}</FormText>
    </FormGroup>
  );
}
