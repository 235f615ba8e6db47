import { describe, expect, it } from 'vitest';
import { asksForCalendarFile, calendarFileAnswer } from './calendarFile';

describe('asksForCalendarFile', () => {
  it("takes a purchase's calendar file and nothing else under /t/", () => {
    expect(asksForCalendarFile('/t/pur-1/event-schedule.ics')).toBe(true);
    expect(asksForCalendarFile('/t/pur-1')).toBe(false);
    expect(asksForCalendarFile('/t/pur-1/')).toBe(false);
    expect(asksForCalendarFile('/t/pur-1/other.ics')).toBe(false);
    expect(asksForCalendarFile('/t/pur-1/event-schedule.ics/more')).toBe(false);
    expect(asksForCalendarFile('/e/evt-1/event-schedule.ics')).toBe(false);
  });
});

describe('calendarFileAnswer', () => {
  it('sends the file as a private download named as the app names it', () => {
    const answer = calendarFileAnswer('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Cache-Control': 'private, no-store',
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="event-schedule.ics"',
    });
    expect(answer.body).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('answers no file (a wrong key, void tickets) with a 404 that no cache keeps', () => {
    const answer = calendarFileAnswer(null);
    expect(answer.status).toBe(404);
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
    expect(answer.headers).not.toHaveProperty('Content-Disposition');
  });
});
