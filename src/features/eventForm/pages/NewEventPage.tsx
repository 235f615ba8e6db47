import { useTranslation } from 'react-i18next';
import { AddEventWizard } from '../components/AddEventWizard';

/** /new-event (event managers, venue owners) and /organizer-new-event: the wizard picks its steps by role. */
export default function NewEventPage() {
  const { t } = useTranslation('eventForm');
  return (
    <>
      <h1 className="h4 mb-3">{t('add.title')}</h1>
      <AddEventWizard />
    </>
  );
}
