import { buildEntry, type AvailabilityEntry, type Slot } from '@/domain/slots';

export function slotOf(overrides: Partial<Slot> = {}): Slot {
  return {
    id: 'slot-1',
    title: 'Salsa Social',
    type: 'Any',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    price: 40,
    availableTill: { year: 2030, month: 6, day: 3 },
    recurring: false,
    ...overrides,
  };
}

export function entryOf(day: number, slots: Slot[] = [slotOf()]): AvailabilityEntry {
  return buildEntry({ year: 2030, month: 6, day }, slots);
}
