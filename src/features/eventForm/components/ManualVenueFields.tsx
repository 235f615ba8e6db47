import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { TextField } from '@/components/ui/form/TextField';

const NS = 'eventForm';

/** "Use my own venue": fields only, the wizard owns Formik. */
export function ManualVenueFields() {
  const { t } = useTranslation(NS);
  return (
    <Row className="g-3">
      <Col md={5}>
        <TextField namespace={NS} name="venueName" label={t('manual.venueName')} />
      </Col>
      <Col md={5}>
        <TextField namespace={NS} name="address" label={t('manual.address')} />
      </Col>
      <Col md={2}>
        <TextField
          namespace={NS}
          name="seats"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label={t('manual.seats')}
        />
      </Col>
    </Row>
  );
}
