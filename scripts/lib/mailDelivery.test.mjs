import { describe, expect, it } from 'vitest';
import {
  LEASE_MS,
  LOCAL_FROM,
  finishedDelivery,
  mailPorts,
  processingDelivery,
  shouldDeliver,
  toMailMessage,
} from './mailDelivery.mjs';

const ticketMail = {
  to: 'tess@example.com',
  message: {
    subject: 'Your tickets',
    text: 'Open https://x/t/1?k=2',
    html: '<a href="https://x/t/1?k=2">Open</a>',
  },
};

describe('mailPorts', () => {
  it("shifts maildev's ports with the stack", () => {
    expect(mailPorts()).toEqual({ smtp: 1025, web: 1080 });
    expect(mailPorts(3000)).toEqual({ smtp: 4025, web: 4080 });
  });
});

describe('shouldDeliver', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  it('sends a new document, a pending one and a manual retry', () => {
    expect(shouldDeliver(ticketMail)).toBe(true);
    expect(shouldDeliver({ ...ticketMail, delivery: { state: 'PENDING' } })).toBe(true);
    expect(shouldDeliver({ ...ticketMail, delivery: { state: 'RETRY', attempts: 1 } })).toBe(true);
  });
  it('never sends a finished one again', () => {
    expect(shouldDeliver({ ...ticketMail, delivery: { state: 'SUCCESS' } })).toBe(false);
    expect(shouldDeliver({ ...ticketMail, delivery: { state: 'ERROR' } })).toBe(false);
  });
  it('leaves what was there before the relay started, unless it asks for a retry', () => {
    expect(shouldDeliver(ticketMail, { existing: true })).toBe(false);
    expect(shouldDeliver({ ...ticketMail, delivery: { state: 'RETRY' } }, { existing: true })).toBe(true);
  });
  it('takes over a claim whose lease ran out, not a live one', () => {
    const leased = (ms) => ({
      ...ticketMail,
      delivery: { state: 'PROCESSING', leaseExpireTime: new Date(ms) },
    });
    expect(shouldDeliver(leased(now + 1000), { now })).toBe(false);
    expect(shouldDeliver(leased(now - 1000), { now })).toBe(true);
    // A Firestore Timestamp, as the admin SDK reads it back.
    const timestamp = { toMillis: () => now - 1 };
    expect(shouldDeliver({ delivery: { state: 'PROCESSING', leaseExpireTime: timestamp } }, { now })).toBe(
      true,
    );
  });
});

describe('toMailMessage', () => {
  it("sends the document's message to its addresses, from the local sender when it names none", () => {
    expect(toMailMessage(ticketMail)).toEqual({
      message: {
        from: LOCAL_FROM,
        to: ['tess@example.com'],
        subject: 'Your tickets',
        text: 'Open https://x/t/1?k=2',
        html: '<a href="https://x/t/1?k=2">Open</a>',
      },
    });
    expect(
      toMailMessage({ ...ticketMail, from: 'Box Office <box@venue.test>', cc: ['a@b.test'] }).message,
    ).toMatchObject({
      from: 'Box Office <box@venue.test>',
      cc: ['a@b.test'],
    });
  });
  it('refuses a document with no recipient or no message, as the extension does', () => {
    expect(toMailMessage({ message: ticketMail.message }).error).toMatch(/at least 1 recipient/);
    expect(toMailMessage({ to: 'x@y.test' }).error).toMatch(/Expected a message/);
    expect(toMailMessage({ to: 'x@y.test', message: {} }).error).toMatch(/no subject, text or html/);
  });
});

describe('delivery records', () => {
  const start = new Date('2026-12-01T12:00:00Z');
  const end = new Date('2026-12-01T12:00:01Z');

  it('counts an attempt and leases it while sending', () => {
    expect(processingDelivery(undefined, start)).toEqual({
      state: 'PROCESSING',
      attempts: 1,
      startTime: start,
      endTime: null,
      error: null,
      leaseExpireTime: new Date(start.getTime() + LEASE_MS),
    });
    expect(processingDelivery({ state: 'RETRY', attempts: 2 }, start).attempts).toBe(3);
  });

  it("records SUCCESS with nodemailer's answer in the extension's shape", () => {
    const info = {
      messageId: '<m1@gigvenue.local>',
      accepted: ['tess@example.com'],
      rejected: [],
      response: '250 Message queued as abc',
      envelope: {},
    };
    expect(finishedDelivery(processingDelivery(undefined, start), { info }, end)).toEqual({
      state: 'SUCCESS',
      attempts: 1,
      startTime: start,
      endTime: end,
      error: null,
      leaseExpireTime: null,
      info: {
        messageId: '<m1@gigvenue.local>',
        accepted: ['tess@example.com'],
        rejected: [],
        pending: [],
        response: '250 Message queued as abc',
      },
    });
  });

  it('records ERROR with the reason when sending failed or nobody accepted the mail', () => {
    const failed = finishedDelivery(
      processingDelivery(undefined, start),
      { error: new Error('ECONNREFUSED') },
      end,
    );
    expect(failed).toMatchObject({
      state: 'ERROR',
      error: 'ECONNREFUSED',
      endTime: end,
      attempts: 1,
      info: null,
    });
    const refused = finishedDelivery(
      processingDelivery(undefined, start),
      { info: { messageId: 'x', accepted: [], rejected: ['tess@example.com'] } },
      end,
    );
    expect(refused).toMatchObject({ state: 'ERROR', info: { rejected: ['tess@example.com'] } });
  });
});
