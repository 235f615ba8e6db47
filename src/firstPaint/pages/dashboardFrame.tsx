import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import i18n, { initI18n } from '@/app/i18n';
import { SHELL_TEXTS } from '@/app/shellTexts';
import { createStore } from '@/app/store';
import { paths } from '@/config/paths';
import { DashboardLoading } from '@/features/dashboard/components/DashboardLoading';
import { DashboardFrame } from '@/features/layout/components/DashboardFrame';
import dashboardTexts from '@/locales/en/dashboard.json';

/**
 * The dashboard as it first paints for a stored session, in English and the default layout, before the app has
 * loaded: the app's own frame (DashboardLayout's DashboardFrame) with no account yet, so no menu, controls or name,
 * around the page's heading and spinner. The app renders the whole screen over it with the same markup.
 */
export async function renderDashboardFrame(): Promise<string> {
  await initI18n(SHELL_TEXTS, 'en');
  // Built once at build time: the page's English texts are added here rather than loaded on demand as in the app.
  i18n.addResourceBundle('en', 'dashboard', dashboardTexts);
  return renderToString(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[paths.dashboard.href()]}>
        <DashboardFrame>
          <DashboardLoading />
        </DashboardFrame>
      </MemoryRouter>
    </Provider>,
  );
}
