import { useTranslation } from 'react-i18next';
import { IMAGE_RULES } from '@/components/ui/imageDropzone/rules';
import { TextField } from '@/components/ui/form/TextField';
import { PicturesField } from './PicturesField';

// The account fields registration and the profile both show, written once (a manager's own are in ManagerFields.tsx,
// so a venue owner's registration does not load them). Labels come from the form's namespace (`auth` or `profile`),
// which holds the same `fields.*` keys for them.

interface FieldProps {
  /** The i18n namespace of the form: its labels and validation messages. */
  namespace: string;
}

export function NameField({ namespace }: FieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <TextField
      namespace={namespace}
      name="name"
      label={t('fields.name')}
      placeholder={t('fields.namePlaceholder')}
      autoComplete="name"
    />
  );
}

export function NumberField({ namespace }: FieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <TextField
      namespace={namespace}
      name="number"
      type="tel"
      label={t('fields.number')}
      placeholder={t('fields.numberPlaceholder')}
      autoComplete="tel"
    />
  );
}

interface ProfilePictureFieldProps extends FieldProps {
  /** The file input's id. */
  id: string;
  /** The form's field; its label and hint are `fields.<name>` and `fields.<name>Hint`. */
  name: string;
  /** How the stored picture is named, since its URL means nothing to people. */
  storedName?: () => string;
  progress: Record<string, number>;
  busy: boolean;
}

/** The account's one profile picture. */
export function ProfilePictureField({
  namespace,
  id,
  name,
  storedName,
  progress,
  busy,
}: ProfilePictureFieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <PicturesField
      id={id}
      name={name}
      namespace={namespace}
      label={t(`fields.${name}`)}
      hint={t(`fields.${name}Hint`)}
      rules={IMAGE_RULES.profile}
      storedName={storedName}
      progress={progress}
      disabled={busy}
    />
  );
}
