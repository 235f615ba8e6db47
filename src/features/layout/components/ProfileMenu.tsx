import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { paths } from '@/config/paths';
import { Icon } from './Icon';
import { initials } from './initials';

interface Props {
  name: string;
  email: string;
  imageUrl?: string;
}

export function ProfileMenu({ name, email, imageUrl }: Props) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const displayName = name || email;

  return (
    <Dropdown isOpen={open} toggle={() => setOpen((value) => !value)} className="d-inline-block">
      <DropdownToggle
        tag="button"
        type="button"
        className="header-item btn profile-toggle"
        aria-label={t('topbar.account')}
      >
        {imageUrl ? (
          <img className="header-avatar" src={imageUrl} alt="" />
        ) : (
          <span className="header-avatar header-avatar-initials" aria-hidden="true">
            {initials(name, email)}
          </span>
        )}
        <span className="header-item-text profile-name">{displayName}</span>
        <Icon name="chevronDown" className="header-item-text" />
      </DropdownToggle>
      <DropdownMenu end>
        <DropdownItem tag={Link} to={paths.profile.href()}>
          <Icon name="user" className="me-2" />
          {t('topbar.profile')}
        </DropdownItem>
        {/* reactstrap's divider is a bare div with no role, which a menu may not hold. */}
        <div role="separator" className="dropdown-divider" />
        <DropdownItem tag={Link} to={paths.logout.href()} className="text-danger">
          <Icon name="logout" className="me-2" />
          {t('topbar.logout')}
        </DropdownItem>
      </DropdownMenu>
    </Dropdown>
  );
}
