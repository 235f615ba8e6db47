import { object, string, type InferType } from 'yup';
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX } from '@gigvenue/contracts';
import type { AnnouncementDraft } from '../slice/types';

/** Validation messages are translation keys in the `announcements` namespace; the fields render them through t(). */
export const MESSAGES = {
  eventRequired: 'validation.eventRequired',
  titleRequired: 'validation.titleRequired',
  titleMax: 'validation.titleMax',
  messageRequired: 'validation.messageRequired',
  messageMax: 'validation.messageMax',
} as const;

export const announcementSchema = object({
  eventId: string().required(MESSAGES.eventRequired).default(''),
  title: string()
    .trim()
    .required(MESSAGES.titleRequired)
    .max(ANNOUNCEMENT_TITLE_MAX, MESSAGES.titleMax)
    .default(''),
  message: string()
    .trim()
    .required(MESSAGES.messageRequired)
    .max(ANNOUNCEMENT_MESSAGE_MAX, MESSAGES.messageMax)
    .default(''),
});

export type AnnouncementValues = InferType<typeof announcementSchema>;

export const announcementInitialValues: AnnouncementValues = { eventId: '', title: '', message: '' };

export function toPayload(values: AnnouncementValues): AnnouncementDraft {
  return { eventId: values.eventId, title: values.title.trim(), message: values.message.trim() };
}
