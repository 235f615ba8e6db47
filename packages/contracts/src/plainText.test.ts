import { describe, expect, it } from 'vitest';
import { isPlainText } from './plainText';

describe('isPlainText', () => {
  it.each([
    'Salsa Night',
    'Salsa Night (new DJ) – 2 for 1!',
    'Café Müller: Tango & Kizomba',
    'St.Patrick’s Day Ceilidh',
    'Vol.2 — Summer @ The Hall',
    'VIP: table for 4, 12.50 each',
    'Dance.Fest 2031',
    'Salsa.company night',
    'Москва Сальса',
  ])('accepts %j', (text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    'Urgent: verify now at https://evil.example/login',
    'HTTP://EVIL.EXAMPLE',
    'ftp://files.example',
    'see www.evil.example',
    'WWW.EVIL.EXAMPLE',
    'write to claims@evil.example',
    'Tickets: help@Venue.Co',
    'bit.ly/abc',
    'go to evil.top/verify',
    'refund at evil.com today',
    'Salsa (evil.ru)',
    'evil.com',
    '<b>Salsa</b>',
    'Salsa\r\nBcc: everyone@example.com',
    'tab\there',
    'next\u0085line',
  ])('refuses %j', (text) => {
    expect(isPlainText(text)).toBe(false);
  });
});
