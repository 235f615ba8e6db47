import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppSelector } from './hooks';
import { selectSessionUser } from './session';

/** Protected routes render only for a signed-in user; others go to /login and come back afterwards. */
export function RequireAuth() {
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return <Outlet />;
}
