import { describe, expect, it } from 'vitest';
import { cameraFailureOf } from './cameraFailure';

describe('cameraFailureOf', () => {
  it.each([
    [new DOMException('Permission denied', 'NotAllowedError'), 'denied'],
    ['Error getting userMedia, error = NotAllowedError: Permission denied', 'denied'],
    [new DOMException('Requested device not found', 'NotFoundError'), 'missing'],
    [new DOMException('Could not start video source', 'NotReadableError'), 'missing'],
    ['Camera streaming not supported by the browser.', 'unsupported'],
    [new Error('Something odd'), 'failed'],
  ])('reads %s as %s', (error, failure) => {
    expect(cameraFailureOf(error)).toBe(failure);
  });
});
