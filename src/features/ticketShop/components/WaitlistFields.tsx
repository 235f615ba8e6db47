import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '@/components/ui/form/SelectField';
import { MAX_TICKETS_PER_PURCHASE, type TicketSaleView } from '@/domain/ticketSale';
import { soldOutPackages, WAITLIST_HOLD_MINUTES } from '@/domain/waitlist';
import { BuyerFields } from './BuyerFields';

const NS = 'ticketShop';

const QUANTITIES = Array.from({ length: MAX_TICKETS_PER_PURCHASE }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** The waitlist form's own fields: a sold-out package, how many, the buyer's name and e-mail. */
export function WaitlistFields({ sale, disabled }: { sale: TicketSaleView; disabled: boolean }) {
  const { t } = useTranslation(NS);
  const packages = soldOutPackages(sale).map((item) => ({ value: String(item.index), label: item.detail }));
  return (
    <>
      <Row className="g-3">
        <Col xs={7} sm={8}>
          <SelectField
            namespace={NS}
            name="packageIndex"
            label={t('buy.package')}
            placeholder={t('waitlist.packagePlaceholder')}
            options={packages}
            disabled={disabled}
          />
        </Col>
        <Col xs={5} sm={4}>
          <SelectField
            namespace={NS}
            name="quantity"
            label={t('buy.quantity')}
            placeholder={t('buy.quantityPlaceholder')}
            options={QUANTITIES}
            disabled={disabled}
          />
        </Col>
      </Row>
      <BuyerFields
        disabled={disabled}
        emailHint={t('waitlist.emailHint', { minutes: WAITLIST_HOLD_MINUTES })}
      />
    </>
  );
}
