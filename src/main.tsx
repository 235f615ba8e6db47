import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { Providers } from './app/providers';
import { AppRouter, preloadPublicPage } from './app/router';
import { createStore } from './app/store';
import { DEFAULT_LANGUAGE } from './config/languages';
import { appStarted } from './features/auth/slice';
import { languageChanged } from './features/layout/slice';

const store = createStore();
store.dispatch(appStarted());

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

// The layout slice restored the remembered language; waiting for its texts avoids a flash of English.
// If they cannot load, the app still starts, in English, and the remembered choice is retried next visit.
const texts = initI18n(store.getState().layout.language).catch(() =>
  store.dispatch(languageChanged(DEFAULT_LANGUAGE)),
);
// Every signed-out first visit lands on the sign-in page (or another public page): with its page loaded before the
// first render, it paints whole at once, over index.html's prerendered copy, instead of a spinner first and the page
// in a second long task (Lighthouse budget, ARCHITECTURE). On /login its files are already on their way (index.html
// preloads them); if they fail, the router retries.
const firstPage = preloadPublicPage(window.location.pathname)?.catch(() => undefined);
Promise.all([texts, firstPage]).finally(render);
