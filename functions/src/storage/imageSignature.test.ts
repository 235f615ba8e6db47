import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './imageSignature';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('imageFormatOf', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(imageFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(imageFormatOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(imageFormatOf(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(imageFormatOf(bytes('GIF87a'))).toBe('gif');
    expect(imageFormatOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBP'))).toBe('webp');
  });

  it('refuses anything else, however it is named or typed', () => {
    expect(imageFormatOf(bytes('<html><script>'))).toBeNull();
    expect(imageFormatOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageFormatOf(bytes('<svg xmlns='))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageFormatOf(bytes(0x89, 'PN'))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });
});
