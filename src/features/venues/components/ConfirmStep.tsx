import { useTranslation } from 'react-i18next';
import type { AvailabilityEntry } from '@/domain/slots';
import type { VenueDetailsValues } from '../forms/venue.schema';
import { SlotsTable } from './SlotsTable';

interface ConfirmStepProps {
  details: VenueDetailsValues;
  entries: AvailabilityEntry[];
}

/** Step three: everything the owner entered, read-only, before it is saved. */
export function ConfirmStep({ details, entries }: ConfirmStepProps) {
  const { t } = useTranslation('venues');
  const address = [details.lineAddress1, details.lineAddress2, details.location.address]
    .filter((part) => part.trim())
    .join(', ');
  return (
    <>
      <h2 className="h6">{t('confirm.details')}</h2>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('confirm.name')}</dt>
        <dd className="col-sm-9">{details.venueName}</dd>
        <dt className="col-sm-3">{t('confirm.seats')}</dt>
        <dd className="col-sm-9">{details.seats}</dd>
        <dt className="col-sm-3">{t('confirm.address')}</dt>
        <dd className="col-sm-9">{address}</dd>
        <dt className="col-sm-3">{t('confirm.description')}</dt>
        <dd className="col-sm-9 text-break" style={{ whiteSpace: 'pre-line' }}>
          {details.description}
        </dd>
        <dt className="col-sm-3">{t('confirm.images')}</dt>
        <dd className="col-sm-9 d-flex flex-wrap gap-2">
          {details.attachments.map((picture, index) => (
            <img
              key={picture.key}
              src={picture.url}
              alt={t('fields.attachmentItem', { number: index + 1 })}
              width={96}
              height={64}
              className="rounded border object-fit-cover"
            />
          ))}
        </dd>
      </dl>
      <h2 className="h6">{t('confirm.availability')}</h2>
      <SlotsTable entries={entries} />
    </>
  );
}
