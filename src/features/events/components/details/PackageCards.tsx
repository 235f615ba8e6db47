import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { formatGBP } from '@/domain/money';
import type { PlatformEvent } from '@/features/events/slice/types';

/** The ticket packages: detail, price per ticket and how many tickets each offers. */
export function PackageCards({ packages }: { packages: PlatformEvent['packages'] }) {
  const { t } = useTranslation('events');
  return (
    <section className="mb-4" aria-labelledby="event-packages">
      <h2 id="event-packages" className="h5 mb-3">
        {t('details.packages')}
      </h2>
      {packages.length === 0 ? (
        <p className="text-muted">{t('details.noPackages')}</p>
      ) : (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 mb-0">
          {packages.map((item, index) => (
            <li key={`${index}-${item.detail}`} className="col">
              <Card className="h-100 mb-0">
                <CardBody>
                  <h3 className="h6 text-break">{item.detail}</h3>
                  <p className="h4 mb-1">{t('details.pricePerTicket', { price: formatGBP(item.price) })}</p>
                  <p className="text-muted mb-0">{t('details.tickets', { amount: item.ticketsAmmount })}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
