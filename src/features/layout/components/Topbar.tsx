import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { closeMobileSidebar, toggleSettingsPanel, toggleSidebar } from '../slice';
import { selectMobileSidebarOpen, selectSidebarCollapsed } from '../slice/selectors';
import type { Viewport } from '../slice/types';
import { FullscreenToggle } from './FullscreenToggle';
import { Icon } from './Icon';
import { LanguageDropdown } from './LanguageDropdown';
import { ProfileMenu } from './ProfileMenu';

// Matches Bootstrap's lg breakpoint, where app.css turns the sidebar into an off-canvas panel.
const PHONE_QUERY = '(max-width: 991.98px)';

function currentViewport(): Viewport {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches
    ? 'phone'
    : 'desktop';
}

interface Props {
  /** The signed-in account; without it (the first paint, before the app has loaded) the logo alone. */
  user?: { name: string; email: string; img?: string };
  /** The notification menu, loaded on its own so the sign-in page never downloads it. */
  notifications?: ReactNode;
}

export function Topbar({ user, notifications }: Props) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const mobileOpen = useAppSelector(selectMobileSidebarOpen);
  const sidebarToggle = useRef<HTMLButtonElement>(null);

  // The phone menu covers the page like a dialog, so Escape closes it and the keyboard returns to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(closeMobileSidebar());
      sidebarToggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen, dispatch]);

  return (
    <header id="page-topbar">
      <div className="navbar-header">
        <div className="d-flex align-items-center">
          <div className="navbar-brand-box">
            <Link to={paths.dashboard.href()} className="logo" aria-label={t('topbar.home')}>
              <span className="logo-sm" aria-hidden="true">
                {env.appName.charAt(0)}
              </span>
              <span className="logo-lg">{env.appName}</span>
            </Link>
          </div>
          {user && (
            <button
              ref={sidebarToggle}
              type="button"
              className="header-item btn sidebar-toggle"
              aria-label={t('topbar.toggleSidebar')}
              aria-controls="sidebar-menu"
              aria-expanded={currentViewport() === 'phone' ? mobileOpen : !collapsed}
              onClick={() => dispatch(toggleSidebar(currentViewport()))}
            >
              <Icon name="menu" />
            </button>
          )}
        </div>
        {user && (
          <div className="d-flex align-items-center">
            <LanguageDropdown />
            <FullscreenToggle />
            <Suspense fallback={null}>{notifications}</Suspense>
            <ProfileMenu name={user.name} email={user.email} imageUrl={user.img || undefined} />
            <button
              type="button"
              className="header-item btn"
              aria-label={t('topbar.settings')}
              title={t('topbar.settings')}
              onClick={() => dispatch(toggleSettingsPanel())}
            >
              <Icon name="gear" />
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
