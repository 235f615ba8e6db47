import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { cardExpiry } from '@/domain/payments';
import { openCardForm } from '../slice';
import { selectPayoutAccount } from '../slice/selectors';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The cards payouts go to (spec: connected cards), and Add Card. */
export function CardsCard() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectPayoutAccount);
  const cards = account.data?.cards ?? [];
  return (
    <Card className="h-100">
      <CardBody>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h6 text-muted mb-0">{t('cards.title')}</h2>
          <Button size="sm" color="primary" outline onClick={() => dispatch(openCardForm())}>
            {t('cards.add')}
          </Button>
        </div>
        {account.status === 'loading' || account.status === 'idle' ? <Spinner /> : null}
        {account.status === 'failed' ? (
          <Notice color="danger">
            {account.error ? <RefusalText refusal={account.error} /> : t('cards.loadFailed')}
          </Notice>
        ) : null}
        {account.status === 'succeeded' && cards.length === 0 ? (
          <p className="text-muted mb-0">{t('cards.none')}</p>
        ) : null}
        {cards.length > 0 ? (
          <ul className="list-unstyled mb-0" aria-label={t('cards.title')}>
            {cards.map((card) => (
              <li
                key={card.id}
                className="d-flex flex-wrap justify-content-between gap-2 border rounded px-3 py-2 mb-2"
              >
                <span className="fw-medium">
                  {t('cards.number', { brand: brandName(card.brand), last4: card.last4 })}
                </span>
                <span className="text-muted">{t('cards.expires', { expiry: cardExpiry(card) })}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
    </Card>
  );
}
