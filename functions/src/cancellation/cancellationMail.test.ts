import { describe, expect, it } from 'vitest';
import { cancellationMessage } from './cancellationMail';

describe('cancellationMessage', () => {
  const input = {
    name: 'Ben',
    eventTitle: 'Salsa <Night>',
    quantity: 2,
    totalPence: 5_000,
    appName: 'GigVenue',
  };

  it('tells the buyer the event was cancelled and that their money went back to the card', () => {
    const mail = cancellationMessage({ ...input, outcome: 'refunded' });
    expect(mail.subject).toBe('Cancelled: Salsa <Night>');
    expect(mail.text).toContain('Salsa <Night> was cancelled by its organizer, and your 2 tickets');
    expect(mail.text).toContain('£50.00 has been refunded to your card.');
    expect(mail.html).toContain('Salsa &lt;Night&gt;');
    expect(mail.html).not.toContain('<Night>');
  });

  it('says a released hold charged nothing and a declined refund is tried again', () => {
    expect(cancellationMessage({ ...input, outcome: 'released' }).text).toContain('was not charged');
    expect(cancellationMessage({ ...input, outcome: 'declined' }).text).toContain('we will try again');
  });
});
