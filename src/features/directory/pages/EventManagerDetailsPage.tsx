import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_AVATAR } from '@/components/ui/placeholders';
import { paths } from '@/config/paths';
import { AvailabilitySection } from '../components/AvailabilitySection';
import { DetailsFrame } from '../components/DetailsFrame';
import { ManagerSummary } from '../components/ManagerSummary';
import { RatingsSection } from '../components/RatingsSection';
import { loadManagerDetails } from '../slice';
import { selectManagerDetails } from '../slice/selectors';

export default function EventManagerDetailsPage() {
  const { t } = useTranslation('directory');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectManagerDetails);
  // Always read by id, so the page also works when opened directly or reloaded.
  const load = useCallback(() => {
    if (id) dispatch(loadManagerDetails(id));
  }, [dispatch, id]);
  useEffect(load, [load]);

  return (
    <DetailsFrame
      id={id}
      details={details}
      backHref={paths.eventManagers.href()}
      notFoundText={t('details.managerNotFound')}
      exists={(data) => data.manager !== null}
      onRetry={load}
    >
      {({ manager, availability, bookings }) =>
        manager ? (
          <>
            <ManagerSummary manager={manager} avatar={manager.img || DEFAULT_AVATAR} />
            <AvailabilitySection entries={availability} bookings={bookings} />
            <RatingsSection targetId={manager.id} aggregate={manager} />
          </>
        ) : null
      }
    </DetailsFrame>
  );
}
