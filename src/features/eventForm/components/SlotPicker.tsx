import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, FormGroup, Input, Label } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { SlotChoice } from '@/domain/bookingChoices';

interface SlotPickerProps {
  choices: readonly SlotChoice[];
  chosenIds: readonly string[];
  onToggle: (choice: SlotChoice) => void;
  disabled?: boolean;
}

/** The slots of one venue or manager on the event day: free ones can be ticked, booked ones are shown as such. */
export function SlotPicker({ choices, chosenIds, onToggle, disabled }: SlotPickerProps) {
  const { t } = useTranslation('eventForm');
  const format = useDisplayFormat();
  const baseId = useId();
  return (
    <ul className="list-unstyled mb-0">
      {choices.map((choice) => {
        const id = `${baseId}-${choice.slot.id}`;
        const { slot, free } = choice;
        return (
          <li key={slot.id} className="border-top py-2">
            <FormGroup check className="mb-0 d-flex flex-wrap align-items-center gap-2">
              <Input
                id={id}
                type="checkbox"
                checked={free && chosenIds.includes(slot.id)}
                disabled={!free || disabled}
                onChange={() => onToggle(choice)}
              />
              <Label
                check
                for={id}
                className={`flex-grow-1 d-flex flex-wrap gap-2 ${free ? '' : 'text-muted'}`}
              >
                <span className="fw-semibold">{slot.title}</span>
                <span>{t('booking.slotTime', { start: slot.startTime, end: slot.endTime })}</span>
                <span>{format.price(slot.price)}</span>
              </Label>
              <Badge color={free ? 'success' : 'secondary'} pill>
                {free ? t('booking.free') : t('booking.booked')}
              </Badge>
            </FormGroup>
          </li>
        );
      })}
    </ul>
  );
}
