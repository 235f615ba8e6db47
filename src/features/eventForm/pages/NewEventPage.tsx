import { useTranslation } from 'react-i18next';
import { AddEventWizard } from '../components/AddEventWizard';

/** /new-event (event managers, venue owners) and /organizer-new-event: the wizard picks its steps by role. */
export default function NewEventPage() {
  // The card form's namespace loads with the page: loading it when the first paid slot is ticked would suspend
  // the whole wizard for a moment and drop what the person just clicked.
  const { t } = useTranslation(['eventForm', 'card']);
  return (
    <>
      <h1 className="h4 mb-3">{t('add.title')}</h1>
      <AddEventWizard />
    </>
  );
}
