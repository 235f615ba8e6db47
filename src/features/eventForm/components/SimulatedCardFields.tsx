import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '@/components/ui/form/SelectField';
import { TextField } from '@/components/ui/form/TextField';
import { expiryYears } from '../forms/card.schema';

const NS = 'eventForm';
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** The simulated provider's card form (offline): fields only, the wizard owns Formik. */
export function SimulatedCardFields({ thisYear }: { thisYear: number }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Row className="g-3">
        <Col md={6}>
          <TextField namespace={NS} name="cardholderName" label={t('payment.cardholderName')} autoComplete="cc-name" />
        </Col>
        <Col md={6}>
          <TextField namespace={NS} name="cardNumber" label={t('payment.cardNumber')} inputMode="numeric" autoComplete="cc-number" />
        </Col>
      </Row>
      <Row className="g-3">
        <Col xs={4} md={3}>
          <SelectField
            namespace={NS}
            name="expMonth"
            label={t('payment.expMonth')}
            placeholder={t('payment.monthPlaceholder')}
            options={MONTHS.map((month) => ({ value: String(Number(month)), label: month }))}
          />
        </Col>
        <Col xs={4} md={3}>
          <SelectField
            namespace={NS}
            name="expYear"
            label={t('payment.expYear')}
            placeholder={t('payment.yearPlaceholder')}
            options={expiryYears(thisYear).map((year) => ({ value: String(year), label: String(year) }))}
          />
        </Col>
        <Col xs={4} md={3}>
          <TextField namespace={NS} name="cvc" label={t('payment.cvc')} inputMode="numeric" autoComplete="cc-csc" />
        </Col>
      </Row>
      <p className="small text-muted mb-0">{t('payment.simulatedHint')}</p>
    </>
  );
}
