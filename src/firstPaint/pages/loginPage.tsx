import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import LoginPage from '@/features/auth/pages/LoginPage';
import { initI18n } from '@/app/i18n';
import { SHELL_TEXTS } from '@/app/shellTexts';
import { createStore } from '@/app/store';

/** The sign-in page as the app first renders it for a signed-out visitor, in English. */
export async function renderLoginPage(): Promise<string> {
  await initI18n(SHELL_TEXTS, 'en');
  return renderToString(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[paths.login.href()]}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
}
