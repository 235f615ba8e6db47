import { useEffect, useId } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '@/components/ui/form/SelectField';
import { formatGBP, fromPence } from '@/domain/money';
import { maxQuantity, type TicketSaleView } from '@/domain/ticketSale';
import { chosenPackage, type BuyTicketsValues } from '../forms/buyTickets.schema';
import { BuyerFields } from './BuyerFields';
import { PackageField } from './PackageField';

const NS = 'ticketShop';

interface BuyTicketsFieldsProps {
  sale: TicketSaleView;
  /** What the chosen tickets cost, in pence. */
  total: number;
  disabled: boolean;
}

/** The buy form's own fields: package, quantity, the buyer's name and e-mail, and the total. */
export function BuyTicketsFields({ sale, total, disabled }: BuyTicketsFieldsProps) {
  const { t } = useTranslation(NS);
  const { values, setFieldValue } = useFormikContext<BuyTicketsValues>();
  const max = maxQuantity(sale, chosenPackage(values));
  const totalId = useId();

  // Another package, or a reload after a refusal, may leave fewer tickets than were chosen.
  useEffect(() => {
    if (max > 0 && Number(values.quantity) > max) void setFieldValue('quantity', String(max));
  }, [max, values.quantity, setFieldValue]);

  return (
    <>
      <PackageField sale={sale} disabled={disabled} />
      <Row className="g-3">
        <Col xs={5} sm={4}>
          <SelectField
            namespace={NS}
            name="quantity"
            label={t('buy.quantity')}
            placeholder={t('buy.quantityPlaceholder')}
            options={Array.from({ length: max }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            disabled={disabled || max === 0}
          />
        </Col>
        <Col xs={7} sm={8} className="d-flex flex-column justify-content-center align-items-end">
          <span id={totalId} className="small text-muted">
            {t('buy.total')}
          </span>
          <output className="fs-4 fw-bold" aria-labelledby={totalId}>
            {formatGBP(fromPence(total))}
          </output>
        </Col>
      </Row>
      <BuyerFields disabled={disabled} emailHint={t('buy.emailHint')} />
    </>
  );
}
