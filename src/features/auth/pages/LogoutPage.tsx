import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { logout } from '../slice';
import { selectAuthUser } from '../slice/selectors';

export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);

  // Always sign out of Firebase too, even when no user is stored any more.
  useEffect(() => {
    dispatch(logout());
  }, [dispatch]);

  if (!user) return <Navigate to={paths.login.href()} replace />;

  return (
    <div className="min-vh-100 d-flex align-items-center justify-content-center gap-2" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <span>{t('logout.inProgress')}</span>
    </div>
  );
}
