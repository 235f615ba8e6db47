import { useTranslation } from 'react-i18next';
import { Alert, Table } from 'reactstrap';
import { featuredLeft } from '@/domain/bookingChoices';
import type { Config } from '@/domain/entities';

type ConfigKey = keyof Config;

// The spec's order; each value is shown as the kind of figure it is.
const ROWS: { key: ConfigKey; kind: 'flag' | 'percent' | 'count' }[] = [
  { key: 'isCashPaymentsAllowed', kind: 'flag' },
  { key: 'noFreeEvents', kind: 'flag' },
  { key: 'ordersPercantage', kind: 'percent' },
  { key: 'perTicketPercentage', kind: 'percent' },
  { key: 'platformFees', kind: 'percent' },
  { key: 'featuredEventsTaxPercentage', kind: 'percent' },
  { key: 'noOfFeaturedEventsAllowed', kind: 'count' },
];

const NOTES = [
  ['noteOrders', 'ordersPercantage'],
  ['notePlatform', 'platformFees'],
  ['noteFeatured', 'featuredEventsTaxPercentage'],
  ['notePerTicket', 'perTicketPercentage'],
] as const;

/** A stored config may lack a value (the spec defaults the featured quota to 0), so gaps read as 0 / No. */
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

interface ConfigurationsTabProps {
  config: Partial<Config>;
  /** Featured events created so far (server-kept on the private account), each using one of the allowance. */
  featuredEventsUsed: number;
}

/**
 * Platform-set values, read-only, with the featured events the allowance still leaves and the note that explains
 * what each percentage pays for.
 */
export function ConfigurationsTab({ config, featuredEventsUsed }: ConfigurationsTabProps) {
  const { t, i18n } = useTranslation('profile');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const display = (key: ConfigKey, kind: 'flag' | 'percent' | 'count') => {
    if (kind === 'flag') return config[key] === true ? t('config.yes') : t('config.no');
    const value = format.format(numberOf(config[key]));
    return kind === 'percent' ? t('config.percent', { value }) : value;
  };

  return (
    <section aria-labelledby="profile-config-heading">
      <h2 id="profile-config-heading" className="h5 mb-1">
        {t('config.heading')}
      </h2>
      <p className="text-muted mb-3">{t('config.intro')}</p>
      <Table responsive className="align-middle mb-4">
        <thead className="table-light">
          <tr>
            <th scope="col">{t('config.setting')}</th>
            <th scope="col" className="text-end">
              {t('config.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ key, kind }) => (
            <tr key={key}>
              <th scope="row" className="fw-normal">
                {t(`config.${key}`)}
              </th>
              <td className="text-end fw-semibold">{display(key, kind)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="fw-normal">
              {t('config.featuredEventsLeft')}
            </th>
            <td className="text-end fw-semibold">
              {format.format(featuredLeft(numberOf(config.noOfFeaturedEventsAllowed), featuredEventsUsed))}
            </td>
          </tr>
        </tbody>
      </Table>
      <Alert color="info" className="mb-0" fade={false}>
        <h3 className="h6 alert-heading">{t('config.noteTitle')}</h3>
        <ul className="mb-0 ps-3">
          {NOTES.map(([note, key]) => (
            <li key={note}>{t(`config.${note}`, { value: format.format(numberOf(config[key])) })}</li>
          ))}
        </ul>
      </Alert>
    </section>
  );
}
