import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ProviderCard } from '@/components/ui/ProviderCard';
import { paths } from '@/config/paths';
import { ListingGrid } from '../components/ListingGrid';
import { loadManagers } from '../slice';
import { selectManagerListing } from '../slice/selectors';

export default function EventManagersPage() {
  const { t } = useTranslation('directory');
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectManagerListing);
  const reload = useCallback(() => {
    dispatch(loadManagers({}));
  }, [dispatch]);

  // Every visit starts from the first page: accounts may have been approved since the last one.
  useEffect(reload, [reload]);

  return (
    <ListingGrid
      title={t('managers.title')}
      emptyText={t('managers.empty')}
      listing={listing}
      onSort={(sort) => dispatch(loadManagers({ sort }))}
      onRetry={reload}
      onMore={(cursor) => dispatch(loadManagers({ cursor }))}
      keyOf={(manager) => manager.id}
      renderItem={(manager) => (
        <ProviderCard provider={manager} href={paths.eventManagerDetails.href(manager.id)} />
      )}
    />
  );
}
