import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/session';
import { env } from '@/config/env';
import { roleGroup } from '@/domain/roles';
import { AccountProfileForm } from '../components/AccountProfileForm';
import { ChangePasswordTab } from '../components/ChangePasswordTab';
import { ConfigurationsTab } from '../components/ConfigurationsTab';
import { ManagerProfileForm } from '../components/ManagerProfileForm';
import { PushNotificationsCard } from '../components/PushNotificationsCard';
import { panelId, PROFILE_TABS, ProfileTabs, tabId, type ProfileTab } from '../components/ProfileTabs';

// A table of eight values and a one-field form read badly stretched across a wide screen.
const READABLE_WIDTH = { maxWidth: '48rem' };

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useAppSelector(selectSessionUser);
  const [active, setActive] = useState<ProfileTab>('profile');

  // The route guard keeps signed-out visitors away; this only covers the instant of signing out.
  if (!user) return null;

  const panels: Record<ProfileTab, ReactNode> = {
    profile:
      roleGroup(user.role) === 'eventManager' ? (
        <ManagerProfileForm user={user} />
      ) : (
        <AccountProfileForm user={user} />
      ),
    config: (
      <div style={READABLE_WIDTH}>
        <ConfigurationsTab config={user.config} featuredEventsUsed={user.featuredEventsUsed} />
      </div>
    ),
    password: (
      <div style={READABLE_WIDTH}>
        <ChangePasswordTab email={user.email} />
      </div>
    ),
  };

  return (
    <>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <Card>
        <CardBody className="p-3 p-md-4">
          <ProfileTabs active={active} onChange={setActive} />
          {/* Every panel stays mounted so switching tabs keeps unsaved edits. */}
          {PROFILE_TABS.map((tab) => (
            <div
              key={tab}
              role="tabpanel"
              id={panelId(tab)}
              aria-labelledby={tabId(tab)}
              hidden={tab !== active}
              tabIndex={0}
            >
              {panels[tab]}
            </div>
          ))}
        </CardBody>
      </Card>
      {/* Web push needs the project's VAPID key; without one it is not offered at all. */}
      {env.firebase.vapidKey ? <PushNotificationsCard /> : null}
    </>
  );
}
