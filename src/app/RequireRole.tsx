import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mayOpenRoute, roleGroup } from '@/domain/roles';
import { useAppSelector } from './hooks';
import { selectSessionUser } from './session';

/**
 * A screen of another role (a manager on /add-venue, say) would only fail on its first write, so it is not
 * shown at all; the security rules still refuse the writes whatever the client does.
 */
export function RequireRole({ route, children }: { route: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectSessionUser);
  if (mayOpenRoute(roleGroup(user?.role), route)) return children;
  return (
    <section className="card">
      <div className="card-body text-center py-5">
        <h1 className="h5 mb-4">{t('notForRole')}</h1>
        <Link className="btn btn-primary" to={paths.dashboard.href()}>
          {t('backToDashboard')}
        </Link>
      </div>
    </section>
  );
}
