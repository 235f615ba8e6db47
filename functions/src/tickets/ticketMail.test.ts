import { describe, expect, it } from 'vitest';
import { greetingName, ticketLink, ticketMessage } from './ticketMail';

const link = ticketLink('http://localhost:5173', 'pur-1', 'key_-1');
const base = { name: 'Ben Buyer', eventTitle: 'Salsa Night', quantity: 2, link, appName: 'GigVenue' };

describe('ticketMessage', () => {
  it('carries the link to the ticket page', () => {
    expect(link).toBe('http://localhost:5173/t/pur-1?k=key_-1');
    const message = ticketMessage(base);
    expect(message.subject).toBe('Your tickets for Salsa Night');
    expect(message.text).toContain('Thank you for buying 2 tickets for Salsa Night.');
    expect(message.text).toContain(link);
    expect(message.html).toContain(`<a href="${link}">`);
    expect(ticketMessage({ ...base, quantity: 1 }).text).toContain('buying 1 ticket for');
  });

  it('escapes the title in the HTML and keeps the subject on one line', () => {
    const message = ticketMessage({ ...base, eventTitle: '<b>Salsa</b>\nBcc: x@y.z' });
    expect(message.html).toContain('&lt;b&gt;Salsa&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Salsa');
    expect(message.subject).toBe('Your tickets for <b>Salsa</b> Bcc: x@y.z');
  });

  it("carries no link, markup or message in the buyer's name", () => {
    const name = 'Win a prize at https://evil.example/claim <a href="x">now</a> www.evil.example';
    const message = ticketMessage({ ...base, name });
    for (const body of [message.text, message.html]) {
      expect(body).not.toMatch(/evil\.example|www\.|<a href="x"/);
      // The only links left are the ticket page's own.
      expect(body.match(/https?:\/\/[^\s"<]+/g)?.every((found) => found === link)).toBe(true);
    }
    expect(message.text).toContain('Hello Win a prize at https evil example claim,');
  });
});

describe('greetingName', () => {
  it('keeps names as people write them', () => {
    expect(greetingName("Zoë O'Brien-Smith")).toBe("Zoë O'Brien-Smith");
    expect(greetingName('  Ben   Buyer ')).toBe('Ben Buyer');
    expect(greetingName('Дмитрий')).toBe('Дмитрий');
  });

  it('drops dots, slashes, colons and markup, bounds the length, and greets "there" when nothing is left', () => {
    expect(greetingName('evil.example/x')).toBe('evil example x');
    expect(greetingName('x'.repeat(100))).toHaveLength(40);
    expect(greetingName('<>://...')).toBe('there');
    expect(greetingName('1234')).toBe('there');
  });
});
