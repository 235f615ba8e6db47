import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { slotChoicesOn } from '@/domain/bookingChoices';
import type { CalendarDate } from '@/domain/entities';
import type { ManagerPicks, ManagerSlotPick } from '../forms/bookingSelection';
import type { EventFormState } from '../slice/types';
import { OptionsList } from './OptionsList';
import { SlotPicker } from './SlotPicker';

interface ManagersStepProps {
  date: CalendarDate;
  managers: EventFormState['managers'];
  picks: ManagerPicks;
  /** The signed-in account, which cannot book itself. */
  selfId: string;
  onToggle: (managerId: string, pick: ManagerSlotPick) => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** Book Event Managers: active managers with a slot on the event day, each slot free or booked. */
export function ManagersStep({
  date,
  managers,
  picks,
  selfId,
  onToggle,
  onLoadMore,
  onRetry,
}: ManagersStepProps) {
  const { t } = useTranslation('eventForm');
  const offered = managers.items
    .filter((manager) => manager.id !== selfId)
    .map((manager) => ({
      manager,
      choices: slotChoicesOn(managers.availability[manager.id] ?? [], managers.bookings[manager.id], date),
    }))
    .filter(({ choices }) => choices.length > 0);
  return (
    <OptionsList
      status={managers.status}
      shown={offered.length}
      hasMore={managers.cursor !== null}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      emptyText={t('booking.noManagers')}
    >
      {offered.map(({ manager, choices }) => (
        <Card
          key={manager.id}
          tag="fieldset"
          className={`mb-3 border ${picks[manager.id] ? 'border-primary' : ''}`}
          aria-label={manager.name}
        >
          <CardBody>
            <legend className="h6 mb-1 float-none w-auto">{manager.name}</legend>
            {manager.category ? <p className="small text-muted mb-2">{manager.category}</p> : null}
            <SlotPicker
              choices={choices}
              chosenIds={(picks[manager.id] ?? []).map((pick) => pick.slotId)}
              onToggle={(picked) => onToggle(manager.id, { entryId: picked.entryId, slotId: picked.slot.id })}
            />
          </CardBody>
        </Card>
      ))}
    </OptionsList>
  );
}
