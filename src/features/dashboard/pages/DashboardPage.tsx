import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useEffectInOwnTask } from '@/components/hooks/useEffectInOwnTask';
import { selectSessionUser } from '@/app/session';
import { showsOrderStatistics } from '@/domain/statistics';
import { DashboardLoading } from '../components/DashboardLoading';
import { EventsSection } from '../components/EventsSection';
import { OrdersSection } from '../components/OrdersSection';
import { loadDashboard } from '../slice';
import { selectDashboardFigures, selectDashboardStatus } from '../slice/selectors';
import '../dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const status = useAppSelector(selectDashboardStatus);
  const figures = useAppSelector(selectDashboardFigures);
  const uid = user?.id;
  const role = user?.role;

  const load = useCallback(() => {
    if (uid && role) dispatch(loadDashboard({ uid, role }));
  }, [dispatch, uid, role]);

  // Every visit asks again: the figures are one document read and may have changed since the last one. Asked in a
  // task after the commit's, which stays short.
  useEffectInOwnTask(load, [load]);

  // Figures of a previous account (after switching users in one tab) must never show, even briefly.
  const current = figures && figures.uid === uid ? figures : null;
  // The figures arrive in a store update, which React renders in one blocking task; drawing the sections from a
  // deferred copy lets React render them in slices, so the page keeps answering input while the charts draw.
  const deferred = useDeferredValue(current);
  const shown = deferred && deferred.uid === uid ? deferred : null;
  // Also before the first load has been asked for, so the page never shows its heading alone.
  if (!shown && status !== 'failed') return <DashboardLoading />;

  return (
    <div className="dashboard-page">
      <h1 className="h4 mb-4">{t('title')}</h1>
      {status === 'failed' && (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>{t('error.message')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={load}>
            {t('error.retry')}
          </button>
        </div>
      )}
      {shown && (
        <div aria-busy={status === 'loading'}>
          <EventsSection statistics={shown.events} year={shown.year} />
          {shown.orders && showsOrderStatistics(role) && (
            <OrdersSection statistics={shown.orders} year={shown.year} />
          )}
        </div>
      )}
    </div>
  );
}
