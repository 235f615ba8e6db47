import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/app/i18n';
import { LANGUAGES } from '@/config/languages';
import { errorMessage, failureOf, firebaseErrorCode, isUnreachable, Refused, refusalOf } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A callable's refusal as the Functions SDK throws it (functions/src/shared/refusals.ts refuse()). */
const refused = (message: string, reason: string, params: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${message} [400]`), {
    code: 'functions/failed-precondition',
    details: { reason, params },
  });

const HAS_TICKETS = refused('Sorry! Unable to delete. Event contains tickets.', 'eventHasTickets');

describe('errorMessage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("shows a callable's own message without the HTTP status the SDK appends", () => {
    expect(
      errorMessage(withCode('Booking aleady exists for this slot [400]', 'functions/failed-precondition')),
    ).toBe('Booking aleady exists for this slot');
  });

  it('leaves other messages as they are', () => {
    expect(errorMessage(withCode('Quota [400]', 'storage/unknown'))).toBe('Quota [400]');
    expect(errorMessage(new Error('Plain'))).toBe('Plain');
    expect(errorMessage('text')).toBe('text');
    expect(firebaseErrorCode({ code: 'auth/wrong-password' })).toBe('auth/wrong-password');
  });

  it("words a refusal from its reason code: the spec's English, with its figures", () => {
    expect(errorMessage(HAS_TICKETS)).toBe('Sorry! Unable to delete. Event contains tickets.');
    expect(errorMessage(refused('ignored', 'onlyTicketsLeft', { left: 2, detail: 'VIP' }))).toBe(
      'Sorry! Only 2 tickets left for VIP.',
    );
  });

  it("words a refusal in the person's language, whatever the server's English said", async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(HAS_TICKETS)).toBe(
      'Löschen nicht möglich. Für die Veranstaltung wurden bereits Tickets verkauft.',
    );
    expect(errorMessage(refused('ignored', 'onlyTicketsLeft', { left: 2, detail: 'VIP' }))).toBe(
      'Leider sind nur noch 2 Tickets für VIP übrig.',
    );
  });

  it("words the app's own refusals the same way", async () => {
    const booked = new Refused('slotBooked', 'Sorry! Unable to delete. Slot is already booked.');
    expect(errorMessage(booked)).toBe('Sorry! Unable to delete. Slot is already booked.');
    await i18n.changeLanguage('es');
    expect(errorMessage(booked)).toBe('¡Lo sentimos! No se puede eliminar. La franja ya está reservada.');
  });

  it("shows the function's English for a reason this app does not know yet", () => {
    expect(errorMessage(refused('A newer refusal.', 'somethingNew'))).toBe('A newer refusal.');
  });

  it('says the server could not be reached, known by the error code', async () => {
    await i18n.changeLanguage('it');
    const expected = 'Il server non è raggiungibile. Controlla la connessione e riprova.';
    expect(errorMessage(withCode('unavailable [503]', 'functions/unavailable'))).toBe(expected);
    expect(errorMessage(withCode('deadline-exceeded [504]', 'functions/deadline-exceeded'))).toBe(expected);
  });
});

describe('failureOf', () => {
  it('keeps a refusal as its reason and figures, never as words', () => {
    expect(failureOf(refused('Booked', 'managerSlotTaken', { ownerName: 'Marco' }))).toEqual({
      reason: 'managerSlotTaken',
      params: { ownerName: 'Marco' },
    });
    expect(failureOf(new Refused('slotBooked', 'Booked'))).toEqual({ reason: 'slotBooked', params: {} });
  });

  it('names an unreachable server, and keeps any other error in its own words', () => {
    expect(failureOf(withCode('offline', 'functions/unavailable'))).toEqual({
      reason: 'serverUnreachable',
      params: {},
    });
    expect(failureOf(withCode('Internal [500]', 'functions/internal'))).toEqual({
      reason: 'request',
      params: { detail: 'Internal' },
    });
    expect(failureOf(new Error('Missing or insufficient permissions.'))).toEqual({
      reason: 'request',
      params: { detail: 'Missing or insufficient permissions.' },
    });
  });
});

describe('refusalOf and isUnreachable', () => {
  it('reads the reason and figures of a callable refusal only', () => {
    expect(refusalOf(refused('x', 'soldOut'))).toEqual({ reason: 'soldOut', params: {} });
    expect(refusalOf(withCode('x [400]', 'functions/invalid-argument'))).toBeNull();
    expect(
      refusalOf(Object.assign(new Error('x'), { code: 'auth/x', details: { reason: 'soldOut' } })),
    ).toBeNull();
  });

  it('tells a call that got no answer from one the server refused or failed', () => {
    expect(isUnreachable(withCode('Network', 'auth/network-request-failed'))).toBe(true);
    expect(isUnreachable(withCode('INTERNAL [500]', 'functions/internal'))).toBe(false);
    expect(isUnreachable(HAS_TICKETS)).toBe(false);
  });
});

// Every refusal the functions send (en/errors.json equals functions/src/shared/refusals.ts, see refusals.test.ts)
// must read in every language, with the same figures.
const bundles = import.meta.glob<Record<string, string>>('/src/locales/*/errors.json', {
  eager: true,
  import: 'default',
});
const english = bundles['/src/locales/en/errors.json'];
const placeholders = (text: string | undefined) => (text?.match(/{{\w+}}/g) ?? []).sort();

describe.each(LANGUAGES.map(({ code }) => code))('errors in %s', (language) => {
  it('has a text for every refusal reason, with its parameters', () => {
    const texts = bundles[`/src/locales/${language}/errors.json`] ?? {};
    const missing = Object.keys(english).filter((reason) => !texts[reason]?.trim());
    expect(missing).toEqual([]);
    for (const reason of Object.keys(english))
      expect(placeholders(texts[reason]), `${language}: ${reason}`).toEqual(placeholders(english[reason]));
  });
});
