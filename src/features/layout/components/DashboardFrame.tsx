import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { roleGroup } from '@/domain/roles';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { SettingsPanel } from './SettingsPanel';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { closeMobileSidebar } from '../slice';
import { selectLayoutSettings, selectMobileSidebarOpen } from '../slice/selectors';

const MAIN_ID = 'main-content';

interface Props {
  /** The signed-in account; none in the frame a first visit paints before the app has loaded. */
  user?: { name: string; email: string; img?: string; role: string };
  /** The top bar's notification menu, given by the router from its own feature. */
  notifications?: ReactNode;
  children: ReactNode;
}

/**
 * The dashboard's frame around a page: top bar, menu, footer. Without `user` it is what index.html paints for a stored
 * session before the app has loaded (src/firstPaint/pages/dashboardFrame.tsx): the logo and the menu's title, with no
 * menu, controls or name, which the app then adds around what is painted, so nothing moves.
 */
export function DashboardFrame({ user, notifications, children }: Props) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLayoutSettings);
  const mobileSidebarOpen = useAppSelector(selectMobileSidebarOpen);
  const group = user && roleGroup(user.role);

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
      {group && settings.layoutType === 'horizontal' && <HorizontalNav group={group} />}
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
          <div className="container-fluid">{children}</div>
        </main>
        <Footer />
      </div>
      {user && <SettingsPanel />}
    </div>
  );
}
