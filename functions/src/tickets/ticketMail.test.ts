import { describe, expect, it } from 'vitest';
import { greetingName, refundMessage, ticketLink, ticketMessage, waitlistOfferMessage } from './ticketMail';

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

describe('waitlistOfferMessage and refundMessage', () => {
  it('offers the held tickets with their link and deadline, escaping the organizer’s text', () => {
    const offerLink = 'https://gigvenue.example/e/evt-1#offer=evt-1_0_ab.k1l2m3n4o5p6q7r8s9';
    const message = waitlistOfferMessage({
      name: 'Ada',
      eventTitle: 'Salsa <b>Night</b>',
      packageDetail: 'VIP',
      quantity: 2,
      link: offerLink,
      heldUntilText: '19:30 (London time)',
      appName: 'GigVenue',
    });
    expect(message.subject).toBe('Tickets held for you: Salsa <b>Night</b>');
    expect(message.text).toContain('2 tickets of VIP for Salsa <b>Night</b> came back');
    expect(message.text).toContain(offerLink);
    expect(message.html).toContain('Salsa &lt;b&gt;Night&lt;/b&gt;');
    expect(message.html).toContain('until 19:30 (London time)');
  });

  it('tells the buyer their refund and its amount', () => {
    const message = refundMessage({
      name: 'Ben',
      eventTitle: 'Salsa Night',
      quantity: 1,
      totalPence: 1250,
      appName: 'GigVenue',
    });
    expect(message.text).toContain(
      'refunded your ticket; it no longer admits anyone. The £12.50 you paid goes back to your card.',
    );
    expect(
      refundMessage({ name: 'Ben', eventTitle: 'Gig', quantity: 2, totalPence: 0, appName: 'GigVenue' }).text,
    ).not.toContain('£');
  });
});
