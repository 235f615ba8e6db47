import { object, string, type InferType } from 'yup';
import type { ScanInput } from '@/domain/doorCheck';

/** i18n keys in the door namespace. */
export const MANUAL_ENTRY_MESSAGES = {
  required: 'manual.required',
  invalid: 'manual.invalid',
};

// The characters a ticket id may hold (the same rule the server applies); the server decides whether it exists.
const TICKET_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const manualEntrySchema = object({
  ticketId: string()
    .trim()
    .required(MANUAL_ENTRY_MESSAGES.required)
    .matches(TICKET_ID, MANUAL_ENTRY_MESSAGES.invalid)
    .default(''),
});

export type ManualEntryValues = InferType<typeof manualEntrySchema>;

export const manualEntryInitialValues: ManualEntryValues = { ticketId: '' };

export function toManualScan(values: ManualEntryValues): ScanInput {
  return { ticketId: values.ticketId.trim() };
}
