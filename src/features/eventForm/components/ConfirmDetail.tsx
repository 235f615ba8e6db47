import { useTranslation } from 'react-i18next';
import { Col, Row, Table } from 'reactstrap';
import { formatGBP } from '@/domain/money';
import type { EventDetailsValues } from '../forms/eventDetails.schema';
import type { PackagesValues } from '../forms/packages.schema';

/** Confirm Detail: what Submit will save, read-only. */
export function ConfirmDetail({
  details,
  packages,
}: {
  details: EventDetailsValues;
  packages: PackagesValues;
}) {
  const { t } = useTranslation('eventForm');
  const facts: [string, string][] = [
    [t('fields.title'), details.title],
    [t('fields.date'), details.eventDate],
    [t('fields.startTime'), details.startTime],
    [
      t('confirmStep.duration'),
      t('confirmStep.durationValue', { hours: details.durationHours, minutes: details.durationMinutes }),
    ],
    [t('fields.eventType'), details.eventType],
    [t('fields.eventLevel'), t(`levels.${details.eventLevel}`, { defaultValue: details.eventLevel })],
    [t('fields.requiredSeats'), String(details.requiredSeats)],
    [t('fields.location'), details.location.address],
  ];
  return (
    <>
      <Row as="dl" className="mb-3">
        {facts.map(([label, value]) => (
          <Col key={label} sm={6} lg={4} className="mb-2">
            <dt className="small text-muted">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </Col>
        ))}
      </Row>
      <p className="mb-3">{details.description}</p>
      <div className="table-responsive">
        <Table className="mb-0" aria-label={t('wizard.steps.packages')}>
          <thead>
            <tr>
              <th scope="col">{t('packages.detail')}</th>
              <th scope="col" className="text-end">
                {t('packages.price')}
              </th>
              <th scope="col" className="text-end">
                {t('packages.tickets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {packages.packages.map((item, index) => (
              <tr key={index}>
                <td>{item.detail}</td>
                <td className="text-end">{formatGBP(Number(item.price))}</td>
                <td className="text-end">{item.ticketsAmmount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
