import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { PicturesField } from '@/components/forms/PicturesField';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
import { TextField } from '@/components/ui/form/TextField';
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
        <PicturesField
          id="profile-avatar"
          name="avatar"
          namespace="profile"
          label={t('fields.avatar')}
          hint={t('fields.avatarHint')}
          rules={IMAGE_RULES.profile}
          storedName={() => t('fields.avatar')}
          progress={progress}
          disabled={busy}
        />
      </Col>
      <Col lg={8} xl={9}>
        <TextField
          namespace="profile"
          name="name"
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          autoComplete="name"
        />
        <TextField
          namespace="profile"
          name="number"
          type="tel"
          label={t('fields.number')}
          placeholder={t('fields.numberPlaceholder')}
          autoComplete="tel"
        />
        <EmailField email={email} hint={t('fields.emailHint')} />
      </Col>
    </Row>
  );
}
