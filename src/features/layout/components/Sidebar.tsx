import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoleGroup } from '@/domain/roles';
import { sidebarMenu } from '../menu/menus';
import { Icon } from './Icon';

/** Without `group` (the account not known yet: the first paint) the menu's title alone. */
export function Sidebar({ group }: { group?: RoleGroup }) {
  const { t } = useTranslation('layout');
  return (
    <aside className="vertical-menu" id="sidebar-menu">
      <nav aria-label={t('menu.title')}>
        <p className="menu-title">{t('menu.title')}</p>
        <ul className="list-unstyled sidebar-links">
          {(group ? sidebarMenu(group) : []).map((entry) => (
            <li key={entry.href}>
              <NavLink to={entry.href} className="sidebar-link" title={t(`menu.${entry.key}`)}>
                <Icon name={entry.icon} />
                <span className="sidebar-label">{t(`menu.${entry.key}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
