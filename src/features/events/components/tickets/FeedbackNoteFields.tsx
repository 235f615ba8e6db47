import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/TextField';

/** The Add Feedback Note form's one field: the note, a required textarea. */
export function FeedbackNoteFields() {
  const { t } = useTranslation('events');
  return <TextField namespace="events" name="note" type="textarea" rows={5} label={t('feedback.label')} />;
}
