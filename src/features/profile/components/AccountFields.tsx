import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { NameField, NumberField, ProfilePictureField } from '@/components/forms/ProfileFields';
import { EmailField } from './EmailField';

interface AccountFieldsProps {
  email: string;
  progress: Record<string, number>;
  busy: boolean;
}

/** What every role's profile shows: picture, name, number and the read-only e-mail. */
export function AccountFields({ email, progress, busy }: AccountFieldsProps) {
  const { t } = useTranslation('profile');
  return (
    <Row className="gx-4">
      <Col lg={4} xl={3}>
        <ProfilePictureField
          namespace="profile"
          id="profile-avatar"
          name="avatar"
          storedName={() => t('fields.avatar')}
          progress={progress}
          busy={busy}
        />
      </Col>
      <Col lg={8} xl={9}>
        <NameField namespace="profile" />
        <NumberField namespace="profile" />
        <EmailField email={email} hint={t('fields.emailHint')} />
      </Col>
    </Row>
  );
}
