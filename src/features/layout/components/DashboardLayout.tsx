import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/session';
import { Spinner } from '@/components/ui/Spinner';
import { roleGroup } from '@/domain/roles';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { SettingsPanel } from './SettingsPanel';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { useBodyLayout } from '../hooks/useBodyLayout';
import { closeMobileSidebar } from '../slice';
import { selectLayoutSettings, selectMobileSidebarOpen, selectSidebarCollapsed } from '../slice/selectors';

const MAIN_ID = 'main-content';

/** `notifications`: the top bar's notification menu, given by the router from its own feature. */
export default function DashboardLayout({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const settings = useAppSelector(selectLayoutSettings);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const mobileSidebarOpen = useAppSelector(selectMobileSidebarOpen);
  useBodyLayout({ settings, sidebarCollapsed, mobileSidebarOpen });

  // The route guard keeps signed-out visitors away; this only covers the instant of signing out.
  if (!user) return null;
  const group = roleGroup(user.role);

  return (
    <div id="layout-wrapper">
      {/* The first stop of the keyboard, shown only when focused: past the top bar and the menu to the page. */}
      <a
        href={`#${MAIN_ID}`}
        className="visually-hidden-focusable skip-link"
        onClick={(event) => {
          // Focus alone, so the address keeps no #fragment.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('topbar.skipToContent')}
      </a>
      <Topbar user={user} notifications={notifications} />
      {settings.layoutType === 'horizontal' && <HorizontalNav group={group} />}
      <Sidebar group={group} />
      {mobileSidebarOpen && (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label={t('topbar.closeSidebar')}
          onClick={() => dispatch(closeMobileSidebar())}
        />
      )}
      <div className="main-content">
        <main id={MAIN_ID} className="page-content" tabIndex={-1}>
          <div className="container-fluid">
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <Footer />
      </div>
      <SettingsPanel />
    </div>
  );
}
