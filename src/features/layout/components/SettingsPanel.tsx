import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { changeLayoutSetting, toggleSettingsPanel } from '../slice';
import { selectLayoutSettings, selectSettingsPanelOpen } from '../slice/selectors';
import type { LayoutSettingChange, LayoutSettings } from '../slice/types';

type ChoiceKey = Exclude<keyof LayoutSettings, 'showPreloader'>;

// One typed entry point keeps each option's value tied to its own setting.
function settingChange<K extends keyof LayoutSettings>(
  key: K,
  value: LayoutSettings[K],
): LayoutSettingChange {
  return { key, value } as LayoutSettingChange;
}

const choices: { [K in ChoiceKey]: { legend: string; options: readonly LayoutSettings[K][] } } = {
  layoutType: { legend: 'settings.layout', options: ['vertical', 'horizontal'] },
  layoutWidth: { legend: 'settings.layoutWidth', options: ['fluid', 'boxed'] },
  leftSidebarTheme: { legend: 'settings.sidebarTheme', options: ['dark', 'light', 'colored'] },
  topbarTheme: { legend: 'settings.topbarTheme', options: ['light', 'dark'] },
};

function ChoiceGroup<K extends ChoiceKey>({ setting }: { setting: K }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLayoutSettings)[setting];
  const name = useId();
  const { legend, options } = choices[setting];

  return (
    <fieldset className="settings-group">
      <legend>{t(legend)}</legend>
      {options.map((option) => (
        <FormGroup check key={option}>
          <Input
            type="radio"
            id={`${name}-${option}`}
            name={name}
            checked={current === option}
            onChange={() => dispatch(changeLayoutSetting(settingChange(setting, option)))}
          />
          <Label check for={`${name}-${option}`}>
            {t(`settings.${option}`)}
          </Label>
        </FormGroup>
      ))}
    </fieldset>
  );
}

export function SettingsPanel() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSettingsPanelOpen);
  const { showPreloader } = useAppSelector(selectLayoutSettings);
  const close = () => dispatch(toggleSettingsPanel());
  const titleId = useId();

  return (
    <Offcanvas isOpen={open} toggle={close} direction="end" className="settings-panel" labelledBy={titleId}>
      <OffcanvasHeader toggle={close} closeAriaLabel={t('close', { ns: 'common' })}>
        <span id={titleId}>{t('settings.title')}</span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <ChoiceGroup setting="layoutType" />
        <ChoiceGroup setting="layoutWidth" />
        <ChoiceGroup setting="leftSidebarTheme" />
        <ChoiceGroup setting="topbarTheme" />
        <fieldset className="settings-group">
          <legend>{t('settings.preloader')}</legend>
          <FormGroup switch>
            <Input
              type="switch"
              role="switch"
              id="settings-preloader"
              checked={showPreloader}
              onChange={(event) =>
                dispatch(changeLayoutSetting(settingChange('showPreloader', event.target.checked)))
              }
            />
            <Label check for="settings-preloader">
              {t('settings.showPreloader')}
            </Label>
          </FormGroup>
        </fieldset>
      </OffcanvasBody>
    </Offcanvas>
  );
}
