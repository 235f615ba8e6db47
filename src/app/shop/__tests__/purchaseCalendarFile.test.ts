import { describe, expect, it } from 'vitest';
import { purchaseOf } from '@/features/ticketShop/slice/__tests__/fixtures';
import { purchaseCalendarFile } from '../purchaseCalendarFile';

describe('purchaseCalendarFile', () => {
  it("is the event's calendar entry at London's time, with the venue leading its address", () => {
    const file = purchaseCalendarFile(purchaseOf());
    expect(file).toContain('BEGIN:VCALENDAR');
    expect(file).toContain('SUMMARY:Salsa Social Tonight');
    // 7:00 PM in London on 2 June is 18:00 UTC (summer time).
    expect(file).toContain('DTSTART:20310602T180000Z');
    expect(file).toContain('DURATION:PT3H');
    expect(file).toContain('LOCATION:Camden Dance Hall\\, 12 Camden Road\\, London NW1 9DP');
  });

  it("is nothing for a cancelled event's void tickets, or an event whose start time cannot be read", () => {
    expect(purchaseCalendarFile(purchaseOf({ cancelled: true }))).toBeNull();
    const purchase = purchaseOf();
    expect(purchaseCalendarFile({ ...purchase, event: { ...purchase.event, startTime: 'soon' } })).toBeNull();
  });
});
