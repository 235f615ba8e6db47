import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isCancelled } from '@/domain/cancellation';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import type { PlatformEvent } from '../slice/types';
import { useEventPaths } from './useEventPaths';

interface EventActionsMenuProps {
  event: PlatformEvent;
  busy: boolean;
  onDelete: (event: PlatformEvent) => void;
  /** Offered only while the event can be cancelled. */
  onCancel?: (event: PlatformEvent) => void;
}

/** Edit, Cancel and Delete of an event; shown to the event's owner only, and not for a cancelled event. */
export function EventActionsMenu({ event, busy, onDelete, onCancel }: EventActionsMenuProps) {
  const { t } = useTranslation('events');
  const eventPaths = useEventPaths();
  // A cancelled event is closed: not edited, cancelled again or deleted while its refunds go out.
  if (isCancelled(event)) return null;
  return (
    <UncontrolledDropdown>
      <DropdownToggle
        color="light"
        size="sm"
        className="border"
        disabled={busy}
        aria-label={t('row.actions', { title: event.title })}
      >
        <span aria-hidden="true">&#8942;</span>
      </DropdownToggle>
      <DropdownMenu end>
        <DropdownItem tag={Link} to={eventPaths.edit(event.id)} state={{ event }}>
          {t('row.edit')}
        </DropdownItem>
        {onCancel ? (
          <DropdownItem className="text-danger" onClick={() => onCancel(event)}>
            {t('cancel.action')}
          </DropdownItem>
        ) : null}
        <DropdownItem className="text-danger" onClick={() => onDelete(event)}>
          {t('row.delete')}
        </DropdownItem>
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}
