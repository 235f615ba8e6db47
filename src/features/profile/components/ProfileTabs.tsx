import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Nav, NavItem } from 'reactstrap';

export const PROFILE_TABS = ['profile', 'config', 'password'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

interface ProfileTabsProps {
  active: ProfileTab;
  onChange: (tab: ProfileTab) => void;
}

// Tabs wrap (rather than overflow) where a language's labels do not fit a phone; the padding shrinks there too.
// The WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys (and Home/End) move between tabs.
const STEP: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % PROFILE_TABS.length,
  ArrowLeft: (index) => (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length,
  Home: () => 0,
  End: () => PROFILE_TABS.length - 1,
};

export function ProfileTabs({ active, onChange }: ProfileTabsProps) {
  const { t } = useTranslation('profile');
  const buttons = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = PROFILE_TABS[step(PROFILE_TABS.indexOf(active))];
    onChange(next);
    buttons.current[next]?.focus();
  };

  return (
    <Nav tabs role="tablist" aria-label={t('tabs.label')} className="mb-4" onKeyDown={onKeyDown}>
      {PROFILE_TABS.map((tab) => (
        <NavItem key={tab} role="presentation">
          <button
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={tab === active}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`nav-link text-nowrap px-2 px-sm-3${tab === active ? ' active' : ''}`}
          >
            {t(`tabs.${tab}`)}
          </button>
        </NavItem>
      ))}
    </Nav>
  );
}
