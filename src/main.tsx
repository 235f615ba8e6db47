import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
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
initI18n(store.getState().layout.language)
  .catch(() => store.dispatch(languageChanged(DEFAULT_LANGUAGE)))
  .finally(render);
