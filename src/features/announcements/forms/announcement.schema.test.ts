import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { announcementInitialValues, announcementSchema, MESSAGES, toPayload } from './announcement.schema';

async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await announcementSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('announcement schema', () => {
  it('requires the event, a title and a message with the spec messages', async () => {
    expect(await errorsOf({ ...announcementInitialValues, title: '  ' })).toEqual({
      eventId: MESSAGES.eventRequired,
      title: MESSAGES.titleRequired,
      message: MESSAGES.messageRequired,
    });
  });

  it('caps the title at 100 and the message at 1000 characters', async () => {
    expect(await errorsOf({ eventId: 'e1', title: 'x'.repeat(101), message: 'y'.repeat(1001) })).toEqual({
      title: MESSAGES.titleMax,
      message: MESSAGES.messageMax,
    });
    expect(await errorsOf({ eventId: 'e1', title: 'x'.repeat(100), message: 'y'.repeat(1000) })).toEqual({});
  });

  it('sends trimmed text', () => {
    expect(toPayload({ eventId: 'e1', title: ' Doors open ', message: ' At 7 PM \n' })).toEqual({
      eventId: 'e1',
      title: 'Doors open',
      message: 'At 7 PM',
    });
  });
});
