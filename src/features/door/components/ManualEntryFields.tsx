import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/TextField';

export function ManualEntryFields() {
  const { t } = useTranslation('door');
  return (
    <TextField
      namespace="door"
      name="ticketId"
      label={t('manual.label')}
      placeholder={t('manual.placeholder')}
      autoComplete="off"
    />
  );
}
