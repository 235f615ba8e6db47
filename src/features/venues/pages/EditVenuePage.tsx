import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/EmptyState';
import { useVenueFromRoute } from '../components/useVenueFromRoute';
import { useVenueNotice } from '../components/useVenueNotice';
import { VenueWizard } from '../components/VenueWizard';

export default function EditVenuePage() {
  const { t } = useTranslation('venues');
  // The wizard is seeded once, so it waits for this visit's read by id rather than a copy handed over by a link.
  const { read, owned, settled } = useVenueFromRoute();
  useVenueNotice();
  return (
    <>
      <h1 className="h4 mb-3">{t('wizard.editTitle')}</h1>
      {read && owned ? (
        // Keyed by id so opening another venue starts a fresh wizard.
        <VenueWizard key={read.id} venue={read} />
      ) : settled ? (
        // Missing, unreadable or someone else's: there is nothing here this user may edit.
        <EmptyState message={t('details.empty')}>
          <Link to={paths.venues.href()}>{t('details.back')}</Link>
        </EmptyState>
      ) : (
        <Spinner />
      )}
    </>
  );
}
