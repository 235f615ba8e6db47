import { useTranslation } from 'react-i18next';
import { useVenueNotice } from '../components/useVenueNotice';
import { VenueWizard } from '../components/VenueWizard';

export default function AddVenuePage() {
  const { t } = useTranslation('venues');
  useVenueNotice();
  return (
    <>
      <h1 className="h4 mb-3">{t('wizard.addTitle')}</h1>
      <VenueWizard venue={null} />
    </>
  );
}
