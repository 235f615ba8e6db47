import { useTranslation } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { env } from '@/config/env';
import dashboardTexts from '@/locales/en/dashboard.json';
import i18n, { initI18n } from '@/app/i18n';

/**
 * The dashboard as it first paints for a stored session, before the app has loaded: the frame (top bar, sidebar)
 * and the page's heading over its loading spinner, in the default layout. What depends on the account (the menu, the
 * name, the bell) is left out; the app renders the whole screen over it. The classes are DashboardLayout's and
 * DashboardPage's, so nothing moves when it does.
 */
function DashboardShell() {
  const { t } = useTranslation(['layout', 'dashboard']);
  return (
    <div id="layout-wrapper">
      <header id="page-topbar">
        <div className="navbar-header">
          <div className="d-flex align-items-center">
            <div className="navbar-brand-box">
              <span className="logo">
                <span className="logo-sm" aria-hidden="true">
                  {env.appName.charAt(0)}
                </span>
                <span className="logo-lg">{env.appName}</span>
              </span>
            </div>
          </div>
        </div>
      </header>
      <aside className="vertical-menu">
        <p className="menu-title">{t('layout:menu.title')}</p>
      </aside>
      <div className="main-content">
        <main className="page-content">
          <div className="container-fluid">
            <div className="dashboard-page">
              <h1 className="h4 mb-4">{t('dashboard:title')}</h1>
              <div className="page-spinner" role="status">
                <div className="spinner-border text-primary" aria-hidden="true" />
                <span className="visually-hidden">{t('dashboard:loading')}</span>
              </div>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}

/** The dashboard's first paint for a stored session, in English. */
export async function renderDashboardFrame(): Promise<string> {
  await initI18n('en');
  // Built once at build time: the page's English texts are added here rather than loaded on demand as in the app.
  i18n.addResourceBundle('en', 'dashboard', dashboardTexts);
  return renderToString(<DashboardShell />);
}
