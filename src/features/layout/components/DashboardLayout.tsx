import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/session';
import { Spinner } from '@/components/ui/Spinner';
import { DashboardFrame } from './DashboardFrame';
import { useBodyLayout } from '../hooks/useBodyLayout';
import { selectLayoutSettings, selectMobileSidebarOpen, selectSidebarCollapsed } from '../slice/selectors';

/** `notifications`: the top bar's notification menu, given by the router from its own feature. */
export default function DashboardLayout({ notifications }: { notifications?: ReactNode }) {
  const user = useAppSelector(selectSessionUser);
  const settings = useAppSelector(selectLayoutSettings);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const mobileSidebarOpen = useAppSelector(selectMobileSidebarOpen);
  useBodyLayout({ settings, sidebarCollapsed, mobileSidebarOpen });

  // The route guard keeps signed-out visitors away; this only covers the instant of signing out.
  if (!user) return null;

  return (
    <DashboardFrame user={user} notifications={notifications}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </DashboardFrame>
  );
}
