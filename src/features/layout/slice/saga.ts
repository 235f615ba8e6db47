import { call, delay, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { changeLanguage } from '@/app/i18n';
import {
  changeLayoutSetting,
  languageChanged,
  languageChangeFailed,
  pageNavigated,
  preloaderHidden,
  preloaderShown,
  switchLanguage,
} from './index';
import { selectLayoutSettings } from './selectors';
import { rememberLanguage, rememberSettings } from './storage';
import { PRELOADER_DURATION_MS } from './types';

export function* persistSettings() {
  const settings = yield* select(selectLayoutSettings);
  yield* call(rememberSettings, settings);
}

export function* applyLanguage(action: ReturnType<typeof switchLanguage>) {
  const language = action.payload;
  try {
    yield* call(changeLanguage, language);
    yield* call(rememberLanguage, language);
    yield* put(languageChanged(language));
  } catch {
    // The bundle could not load (offline, stale deploy): stay on the current language.
    yield* put(languageChangeFailed(language));
  }
}

export function* showPreloader() {
  const settings = yield* select(selectLayoutSettings);
  if (!settings.showPreloader) return;
  yield* put(preloaderShown());
  yield* delay(PRELOADER_DURATION_MS);
  yield* put(preloaderHidden());
}

export function* layoutSaga() {
  yield* takeEvery(changeLayoutSetting.type, persistSettings);
  yield* takeLatest(switchLanguage.type, applyLanguage);
  // takeLatest restarts the countdown when the user navigates again before it ends.
  yield* takeLatest(pageNavigated.type, showPreloader);
}
