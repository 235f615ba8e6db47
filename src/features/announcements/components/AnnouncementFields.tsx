import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '@/components/ui/form/SelectField';
import { TextField } from '@/components/ui/form/TextField';

interface Props {
  eventOptions: readonly SelectOption[];
  /** The chosen event's ticket holders, or null while it is not known. */
  holders: number | null;
  holdersLoading: boolean;
  onEventChange: (eventId: string) => void;
  disabled: boolean;
}

/** The announcement's fields: which event, how many people will hear, and what they are told. */
export function AnnouncementFields({
  eventOptions,
  holders,
  holdersLoading,
  onEventChange,
  disabled,
}: Props) {
  const { t } = useTranslation('announcements');
  return (
    <>
      <SelectField
        name="eventId"
        label={t('form.event')}
        namespace="announcements"
        placeholder={t('form.chooseEvent')}
        options={eventOptions}
        onValueChange={onEventChange}
        disabled={disabled}
      />
      <p className="mb-3" aria-live="polite">
        <span className="text-muted me-2">{t('form.ticketHolders')}</span>
        <strong data-testid="ticket-holders">
          {holdersLoading ? t('form.counting') : holders === null ? '-' : holders}
        </strong>
      </p>
      <TextField name="title" label={t('form.title')} namespace="announcements" disabled={disabled} />
      <TextField
        name="message"
        label={t('form.message')}
        namespace="announcements"
        type="textarea"
        rows={5}
        disabled={disabled}
      />
    </>
  );
}
