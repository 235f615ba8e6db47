import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('ignores case and drops a +tag', () => {
    expect(mailboxOf('Victim+1@Example.COM')).toBe('victim@example.com');
    expect(mailboxOf('victim+a+b@example.com')).toBe('victim@example.com');
    expect(mailboxOf(' victim@example.com ')).toBe('victim@example.com');
  });

  it('keeps dots outside Gmail, where they name another mailbox', () => {
    expect(mailboxOf('first.last@example.com')).toBe('first.last@example.com');
  });

  it('drops dots at Gmail and counts googlemail.com as gmail.com', () => {
    expect(mailboxOf('V.i.c.t.i.m+promo@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('vic.tim@GMAIL.com')).toBe('victim@gmail.com');
  });

  it('leaves text without an @ as it is, lower-cased', () => {
    expect(mailboxOf('Nobody')).toBe('nobody');
  });
});
