import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '@/components/ui/form/SelectField';
import { TextField } from '@/components/ui/form/TextField';
import { expiryYears } from './card.schema';

const NS = 'card';
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

interface SimulatedCardFieldsProps {
  thisYear: number;
  /**
   * For a form in a narrow column (the ticket shop's side panel): the fields keep their phone layout at every
   * screen width, since the width that matters is the column's, not the screen's.
   */
  narrow?: boolean;
}

/** The simulated provider's card form (offline): fields only, the form around it owns Formik. */
export function SimulatedCardFields({ thisYear, narrow = false }: SimulatedCardFieldsProps) {
  const { t } = useTranslation(NS);
  const wide = (columns: number) => (narrow ? undefined : columns);
  return (
    <>
      <Row className="gx-3">
        <Col xs={12} md={wide(6)}>
          <TextField
            namespace={NS}
            name="cardholderName"
            label={t('fields.cardholderName')}
            autoComplete="cc-name"
          />
        </Col>
        <Col xs={12} md={wide(6)}>
          <TextField
            namespace={NS}
            name="cardNumber"
            label={t('fields.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        </Col>
      </Row>
      <Row className="gx-3">
        <Col xs={6} md={wide(3)}>
          <SelectField
            namespace={NS}
            name="expMonth"
            label={t('fields.expMonth')}
            placeholder={t('fields.monthPlaceholder')}
            options={MONTHS.map((month) => ({ value: String(Number(month)), label: month }))}
          />
        </Col>
        <Col xs={6} md={wide(3)}>
          <SelectField
            namespace={NS}
            name="expYear"
            label={t('fields.expYear')}
            placeholder={t('fields.yearPlaceholder')}
            options={expiryYears(thisYear).map((year) => ({ value: String(year), label: String(year) }))}
          />
        </Col>
        <Col xs={6} md={wide(3)}>
          <TextField
            namespace={NS}
            name="cvc"
            label={t('fields.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
          />
        </Col>
      </Row>
      <p className="small text-muted mb-0">{t('simulatedHint')}</p>
    </>
  );
}
