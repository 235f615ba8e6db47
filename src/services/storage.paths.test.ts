import { describe, expect, it } from 'vitest';
import { fileExtension, randomFileName } from './storage.paths';

describe('fileExtension', () => {
  it('keeps the last extension, lower-cased', () => {
    expect(fileExtension('Photo.Final.JPG')).toBe('.jpg');
    expect(fileExtension('image.png')).toBe('.png');
  });

  it('is empty for names without a usable extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension('weird.p n g')).toBe('');
  });
});

describe('randomFileName', () => {
  it('is random but keeps the extension', () => {
    const first = randomFileName('me.jpeg');
    const second = randomFileName('me.jpeg');
    expect(first).toMatch(/^[0-9a-f]{32}\.jpeg$/);
    expect(first).not.toBe(second);
  });
});
