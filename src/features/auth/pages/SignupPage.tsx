import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody, Col, Row } from 'reactstrap';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { paths } from '@/config/paths';
import { BackToLogin } from '../components/BackToLogin';

const ROLE_CARDS = [
  { key: 'venueOwner', href: paths.registerVenueOwner.href() },
  { key: 'eventManager', href: paths.registerEventManager.href() },
  { key: 'eventOrganizer', href: paths.registerEventOrganizer.href() },
] as const;

export default function SignupPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      wide
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={<BackToLogin question={t('links.haveAccount')} />}
    >
      <Row xs={1} md={3} className="g-3">
        {ROLE_CARDS.map(({ key, href }) => (
          <Col key={key}>
            <Card className="h-100 border shadow-sm">
              <CardBody className="d-flex flex-column text-center">
                <h2 className="h6 fw-semibold mb-2">
                  <Link to={href} className="stretched-link text-reset text-decoration-none">
                    {t(`signup.${key}.title`)}
                  </Link>
                </h2>
                <p className="small text-body-secondary flex-grow-1">{t(`signup.${key}.description`)}</p>
                {/* The whole card is the link; this only looks like a button. */}
                <span className="btn btn-outline-primary btn-sm" aria-hidden="true">
                  {t('signup.choose')}
                </span>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        {t('signup.generic')} <Link to={paths.register.href()}>{t('signup.genericLink')}</Link>
      </p>
    </AuthLayout>
  );
}
