import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement != null;

// Some browsers (iOS Safari, embedded webviews) have no Fullscreen API; the button is then left out.
const isSupported = () =>
  typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled !== false;

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (!isSupported()) return null;

  const toggle = () => {
    // A refusal (no user gesture, policy) leaves the page as it is, which is the right outcome.
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  };

  const label = active ? t('topbar.exitFullscreen') : t('topbar.enterFullscreen');
  return (
    <button
      type="button"
      className="header-item btn"
      onClick={toggle}
      aria-label={label}
      title={label}
      aria-pressed={active}
    >
      <Icon name={active ? 'fullscreenExit' : 'fullscreen'} />
    </button>
  );
}
