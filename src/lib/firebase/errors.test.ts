import { describe, expect, it } from 'vitest';
import { errorMessage, firebaseErrorCode } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('errorMessage', () => {
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
});
