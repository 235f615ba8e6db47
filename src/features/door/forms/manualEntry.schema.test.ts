import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  MANUAL_ENTRY_MESSAGES,
  manualEntryInitialValues,
  manualEntrySchema,
  toManualScan,
} from './manualEntry.schema';

async function errorOf(values: unknown): Promise<string | null> {
  try {
    await manualEntrySchema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('manual entry schema', () => {
  it('requires a ticket id', async () => {
    expect(await errorOf(manualEntryInitialValues)).toBe(MANUAL_ENTRY_MESSAGES.required);
    expect(await errorOf({ ticketId: '   ' })).toBe(MANUAL_ENTRY_MESSAGES.required);
  });

  it('refuses characters no ticket id has', async () => {
    expect(await errorOf({ ticketId: 'A1B2 C3D' })).toBe(MANUAL_ENTRY_MESSAGES.invalid);
    expect(await errorOf({ ticketId: 'GV1.A1B2' })).toBe(MANUAL_ENTRY_MESSAGES.invalid);
  });

  it('accepts a full or short id, in any letter case, and sends it trimmed', async () => {
    expect(await errorOf({ ticketId: ' a1b2c3d ' })).toBeNull();
    expect(await errorOf({ ticketId: 'demo-event-1-ticket-1' })).toBeNull();
    expect(toManualScan({ ticketId: ' a1b2c3d ' })).toEqual({ ticketId: 'a1b2c3d' });
  });
});
