import { describe, expect, it } from 'vitest';
import { ticketLink, ticketMessage } from './ticketMail';

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

  it("escapes the buyer's name and the title in the HTML and keeps the subject on one line", () => {
    const message = ticketMessage({ ...base, name: '<b>Ben</b>', eventTitle: 'Salsa\nBcc: x@y.z' });
    expect(message.html).toContain('&lt;b&gt;Ben&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Ben');
    expect(message.subject).toBe('Your tickets for Salsa Bcc: x@y.z');
  });
});
