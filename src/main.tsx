import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadRefusalTexts } from './app/i18n';
import { SHELL_TEXTS } from './app/shellTexts';
import { Providers } from './app/providers';
import { AppRouter, preloadPublicPage } from './app/router';
import { createStore, type AppStore } from './app/store';
import { PRERENDERED_MARK } from './firstPaint/keys';
import { DEFAULT_LANGUAGE } from './config/languages';
import { appStarted } from './features/auth/slice';
import { languageChanged } from './features/layout/slice';
import { yieldToMain } from './lib/scheduling/yieldToMain';

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 5_000 }) : setTimeout(work, 2_000);

function render(store: AppStore) {
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <Providers store={store}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
  // Over index.html's prerendered sign-in page, the first render reads what was typed into it, so it runs in one go
  // and commits before another key lands. Anywhere else it is a transition: React renders the whole first screen
  // (the dashboard's frame and page) in slices of a few milliseconds instead of one long task that blocks input.
  if (document.querySelector(`[${PRERENDERED_MARK}]`)) root.render(app);
  else startTransition(() => root.render(app));
}

/** Starts i18next and the first public page's download, then renders once both are ready. */
function start(store: AppStore) {
  // The layout slice restored the remembered language; waiting for its texts avoids a flash of English.
  // If they cannot load, the app still starts, in English, and the remembered choice is retried next visit.
  const texts = initI18n(SHELL_TEXTS, store.getState().layout.language).catch(() =>
    store.dispatch(languageChanged(DEFAULT_LANGUAGE)),
  );
  // Every signed-out first visit lands on the sign-in page (or another public page): with its page loaded before the
  // first render, it paints whole at once, over index.html's prerendered copy, instead of a spinner first and the
  // page in a second long task (Lighthouse budget, ARCHITECTURE). If its files fail to load, the router retries.
  const firstPage = preloadPublicPage(window.location.pathname)?.catch(() => undefined);
  Promise.all([texts, firstPage]).finally(() => {
    render(store);
    // The functions' refusals are worded from their own namespace; no first screen needs it, so it waits until the
    // page is idle (Lighthouse counts every task until then).
    whenIdle(() => void loadRefusalTexts().catch(() => undefined));
  });
}

// The entry's evaluation, the store with its sagas, the session's restore and i18next's start each make a task of
// their own: Lighthouse's Total Blocking Time counts each task's time beyond 50 ms, and together they would be one.
async function boot() {
  await yieldToMain();
  const store = createStore();
  await yieldToMain();
  store.dispatch(appStarted());
  await yieldToMain();
  start(store);
}

void boot();
