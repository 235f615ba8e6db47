import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoleGroup } from '@/domain/roles';
import { topNavigation } from '../menu/menus';
import { Icon } from './Icon';

export function HorizontalNav({ group }: { group: RoleGroup }) {
  const { t } = useTranslation('layout');
  return (
    <nav className="topnav" aria-label={t('menu.topNavigation')}>
      <ul className="list-unstyled topnav-links">
        {topNavigation(group).map((entry) => (
          <li key={entry.href}>
            <NavLink to={entry.href} className="topnav-link">
              <Icon name={entry.icon} />
              <span>{t(`menu.${entry.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
