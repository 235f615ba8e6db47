import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { COMPLETED_EVENT_STATUS } from '@/domain/eventList';
import type { PlatformEvent } from '../slice/types';

/** The status (Completed as a success badge, any other status as stored) and the Featured marker. */
export function EventBadges({ event }: { event: Pick<PlatformEvent, 'status' | 'featured'> }) {
  const { t } = useTranslation('events');
  return (
    <>
      {event.status === COMPLETED_EVENT_STATUS ? (
        <Badge color="success" pill>
          {t('row.completed')}
        </Badge>
      ) : (
        <Badge color="light" pill className="text-body border">
          {event.status}
        </Badge>
      )}
      {event.featured ? (
        <Badge color="warning" pill className="text-dark">
          <span aria-hidden="true">&#9733;</span> {t('row.featured')}
        </Badge>
      ) : null}
    </>
  );
}
