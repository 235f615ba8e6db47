import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_NOTE_MAX_LENGTH,
  feedbackNoteInitialValues,
  feedbackNoteSchema,
  toFeedbackNote,
} from './feedbackNote.schema';

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await feedbackNoteSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('feedback note schema', () => {
  it('starts from the note the ticket already has', () => {
    expect(feedbackNoteInitialValues({ feedbackNotes: '' })).toEqual({ note: '' });
    expect(feedbackNoteInitialValues({ feedbackNotes: 'Arrived late' })).toEqual({ note: 'Arrived late' });
  });

  it('wants a note, blanks do not count', async () => {
    expect(await errorsOf({ note: '' })).toEqual([FEEDBACK_MESSAGES.required]);
    expect(await errorsOf({ note: '  \n ' })).toEqual([FEEDBACK_MESSAGES.required]);
    expect(await errorsOf({ note: 'Lovely guest' })).toEqual([]);
  });

  it('takes at most 2000 characters, as the rules do', async () => {
    expect(await errorsOf({ note: 'x'.repeat(FEEDBACK_NOTE_MAX_LENGTH) })).toEqual([]);
    expect(await errorsOf({ note: 'x'.repeat(FEEDBACK_NOTE_MAX_LENGTH + 1) })).toEqual([
      FEEDBACK_MESSAGES.tooLong,
    ]);
  });

  it('sends the note trimmed', () => {
    expect(toFeedbackNote({ note: '  Brought a friend \n' })).toBe('Brought a friend');
  });
});
