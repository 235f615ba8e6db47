import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownMenu, DropdownToggle } from 'reactstrap';
import { Icon } from './Icon';

/** The spec's notification menu is static; it says plainly that there is nothing to show. */
export function NotificationDropdown() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);

  return (
    <Dropdown isOpen={open} toggle={() => setOpen((value) => !value)} className="d-inline-block">
      <DropdownToggle
        tag="button"
        type="button"
        className="header-item btn"
        aria-label={t('topbar.notifications')}
        title={t('topbar.notifications')}
      >
        <Icon name="bell" />
      </DropdownToggle>
      <DropdownMenu end className="dropdown-menu-lg p-0">
        <h6 className="dropdown-header-title m-0 p-3 border-bottom">{t('topbar.notifications')}</h6>
        <p className="text-muted text-center m-0 p-4">{t('topbar.noNotifications')}</p>
      </DropdownMenu>
    </Dropdown>
  );
}
