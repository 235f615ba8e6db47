import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/session';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { NavigationProgress } from '@/components/ui/NavigationProgress';
import { ScreenLoading } from '@/components/ui/ScreenLoading';
import { DashboardFrame } from './DashboardFrame';
import { useBodyLayout } from '../hooks/useBodyLayout';
import { selectLayoutSettings, selectMobileSidebarOpen, selectSidebarCollapsed } from '../slice/selectors';

/** `notifications`: the top bar's notification menu, given by the router from its own feature. */
export default function DashboardLayout({ notifications }: { notifications?: ReactNode }) {
  const user = useAppSelector(selectSessionUser);
  const settings = useAppSelector(selectLayoutSettings);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const mobileSidebarOpen = useAppSelector(selectMobileSidebarOpen);
  const { pathname } = useLocation();
  useBodyLayout({ settings, sidebarCollapsed, mobileSidebarOpen });

  // The route guard keeps signed-out visitors away; this only covers the instant of signing out.
  if (!user) return null;

  return (
    <>
      <NavigationProgress />
      <DashboardFrame user={user} notifications={notifications}>
        {/* Inside the frame, so its menu stays usable when a screen's files never arrive (ScreenLoading). */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </DashboardFrame>
    </>
  );
}
