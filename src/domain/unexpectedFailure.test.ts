import { describe, expect, it } from 'vitest';
import { isUnexpectedFailure } from './unexpectedFailure';

describe('isUnexpectedFailure', () => {
  it.each([
    'functions/invalid-argument',
    'functions/failed-precondition',
    'functions/already-exists',
    'functions/not-found',
    'functions/permission-denied',
    'functions/unauthenticated',
    'functions/resource-exhausted',
    'functions/out-of-range',
    'functions/aborted',
  ])('a refusal the server sends on purpose (%s) is expected', (code) => {
    expect(isUnexpectedFailure(code)).toBe(false);
  });

  it.each([
    ['a function that threw', 'functions/internal'],
    ['an error the SDK could not name', 'functions/unknown'],
    ['an unreachable server', 'functions/unavailable'],
    ['a request that timed out', 'functions/deadline-exceeded'],
    ['a failed upload', 'storage/unauthorized'],
    ['an error without a code', undefined],
  ])('%s is unexpected', (_case, code) => {
    expect(isUnexpectedFailure(code)).toBe(true);
  });
});
