import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LANGUAGES } from '@/config/languages';
import { switchLanguage } from '../slice';
import { selectLanguage } from '../slice/selectors';
import { Icon } from './Icon';

export function LanguageDropdown() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const [open, setOpen] = useState(false);

  return (
    <Dropdown isOpen={open} toggle={() => setOpen((value) => !value)} className="d-inline-block">
      <DropdownToggle
        tag="button"
        type="button"
        className="header-item btn"
        aria-label={t('topbar.language')}
        title={t('topbar.language')}
      >
        <Icon name="globe" />
        <span className="header-item-text text-uppercase">{current}</span>
      </DropdownToggle>
      <DropdownMenu end>
        {LANGUAGES.map((language) => (
          <DropdownItem
            key={language.code}
            active={language.code === current}
            lang={language.code}
            onClick={() => dispatch(switchLanguage(language.code))}
          >
            {language.label}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </Dropdown>
  );
}
