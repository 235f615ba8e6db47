import { describe, expect, it } from 'vitest';
import { roleLabel, welcomeMessage } from './welcomeMessage';

const base = {
  name: 'Marco Manager',
  role: 'eventManager',
  appName: 'GigVenue',
  appUrl: 'http://localhost:5173',
};

describe('welcomeMessage', () => {
  it('welcomes the account by name and role and says it is approved', () => {
    const message = welcomeMessage(base);
    expect(message.subject).toBe('Welcome to GigVenue');
    expect(message.text).toContain('Hello Marco Manager,');
    expect(message.text).toContain('Thank you for registering with GigVenue as an Event Manager.');
    expect(message.text).toContain('Your account has been verified and approved.');
    expect(message.text).toContain('http://localhost:5173/login');
    expect(message.html).toContain('<strong>Event Manager</strong>');
    expect(message.html).toContain('<a href="http://localhost:5173/login">');
  });

  it('escapes markup in the name for the HTML part only', () => {
    const message = welcomeMessage({ ...base, name: '<img src=x onerror="alert(1)">' });
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(message.text).toContain('Hello <img src=x onerror="alert(1)">,');
  });

  it('greets a blank name generically', () => {
    expect(welcomeMessage({ ...base, name: '  ' }).text.startsWith('Hello there,')).toBe(true);
  });

  it('uses the right article for the role', () => {
    expect(welcomeMessage({ ...base, role: 'venueOwner' }).text).toContain('as a Venue Owner.');
  });

  it('uses the configured app name', () => {
    expect(welcomeMessage({ ...base, appName: 'Gigs' }).subject).toBe('Welcome to Gigs');
  });
});

describe('roleLabel', () => {
  it.each([
    ['venueOwner', 'Venue Owner'],
    ['eventManager', 'Event Manager'],
    ['eventOrganizer', 'Event Organizer'],
    ['somethingElse', 'somethingElse'],
  ])('labels %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
