import { object, string } from 'yup';
import type { Ticket } from '../tickets/slice/types';

/** The rules accept a note of 1 to 2000 characters. */
export const FEEDBACK_NOTE_MAX_LENGTH = 2000;

export const FEEDBACK_MESSAGES = {
  required: 'feedback.required',
  tooLong: 'feedback.tooLong',
} as const;

export interface FeedbackNoteValues {
  note: string;
}

/** A ticket's current note, so the owner adds to it or corrects it rather than starting over. */
export const feedbackNoteInitialValues = (ticket: Pick<Ticket, 'feedbackNotes'>): FeedbackNoteValues => ({
  note: ticket.feedbackNotes,
});

export const feedbackNoteSchema = object({
  note: string()
    .trim()
    .required(FEEDBACK_MESSAGES.required)
    .max(FEEDBACK_NOTE_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong),
});

export const toFeedbackNote = (values: FeedbackNoteValues): string => values.note.trim();
