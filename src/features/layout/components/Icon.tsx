import type { IconName } from '../menu/menus';

type ShellIcon =
  | IconName
  | 'menu'
  | 'fullscreen'
  | 'fullscreenExit'
  | 'bell'
  | 'gear'
  | 'globe'
  | 'user'
  | 'logout'
  | 'chevronDown';

// Outline strokes on a 24px grid, drawn with currentColor so the sidebar and topbar themes colour them.
const shapes: Record<ShellIcon, string> = {
  dashboard: 'M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 3v6h8V3z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  plus: 'M12 5v14M5 12h14',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3',
  cart: 'M3 4h2l2.4 11h11.2L21 8H6.2M9 20a1 1 0 1 0 0.01 0M18 20a1 1 0 1 0 0.01 0',
  building: 'M4 21V5l8-3v19M12 8h8v13M7 9h2M7 13h2M7 17h2M15 12h2M15 16h2M2 21h20',
  users:
    'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 6v1',
  megaphone: 'M3 10v4h4l8 5V5L7 10zM18 9a3 3 0 0 1 0 6M7 14l1 6h3l-1-5',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M16 13h2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  fullscreenExit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  gear: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 21v-1a8 8 0 0 1 16 0v1',
  logout: 'M15 4h4v16h-4M10 8l-4 4l4 4M6 12h11',
  chevronDown: 'M6 9l6 6l6-6',
};

export function Icon({ name, className }: { name: ShellIcon; className?: string }) {
  return (
    <svg
      className={className ? `shell-icon ${className}` : 'shell-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shapes[name]} />
    </svg>
  );
}
