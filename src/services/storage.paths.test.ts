import { describe, expect, it } from 'vitest';
import { fileExtension, randomFileName, storedObjectPath } from './storage.paths';

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

  it('names a picture by its type, whatever its name says, as storage.rules requires', () => {
    expect(randomFileName('scan', 'image/png')).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(randomFileName('holiday.JPEG', 'image/jpeg')).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(randomFileName('photo.jpg.png', 'image/gif')).toMatch(/^[0-9a-f]{32}\.gif$/);
    expect(randomFileName('notes.txt', 'text/plain')).toMatch(/^[0-9a-f]{32}\.txt$/);
  });
});

describe('storedObjectPath', () => {
  const emulator = { bucket: 'demo-gigvenue.appspot.com', host: '127.0.0.1:9199' };
  const production = { bucket: 'gigvenue.appspot.com', host: 'firebasestorage.googleapis.com' };
  const token = '?alt=media&token=5f1c2d3e-0000-4000-8000-000000000000';

  it("gives the object path of this bucket's download URLs, emulated or not", () => {
    expect(
      storedObjectPath(
        `http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2Fab12.png${token}`,
        emulator,
      ),
    ).toBe('profileImage/u1/ab12.png');
    expect(
      storedObjectPath(
        `https://firebasestorage.googleapis.com/v0/b/gigvenue.appspot.com/o/venues%2Fu1%2Fhall.jpg${token}`,
        production,
      ),
    ).toBe('venues/u1/hall.jpg');
    expect(
      storedObjectPath(
        'https://FIREBASESTORAGE.googleapis.com:443/v0/b/gigvenue.appspot.com/o/events%2Fu1%2Fp.gif',
        production,
      ),
    ).toBe('events/u1/p.gif');
  });

  it('decodes every escaped character of the path', () => {
    expect(
      storedObjectPath(
        'http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/events%2Fu1%2Fmy%20poster%2B1.png',
        emulator,
      ),
    ).toBe('events/u1/my poster+1.png');
  });

  it.each([
    ['a static app path of the demo data', '/demo/avatar-marco.png'],
    ['an empty value', ''],
    ['a preview', 'blob:http://localhost:5173/4b1e0c1a-0000-4000-8000-000000000000'],
    ['a gs:// URL', 'gs://demo-gigvenue.appspot.com/profileImage/u1/a.png'],
    [
      'another bucket',
      'http://127.0.0.1:9199/v0/b/other-bucket.appspot.com/o/profileImage%2Fu1%2Fa.png?alt=media',
    ],
    ['another host', 'https://files.example.com/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2Fa.png'],
    ['another port', 'http://127.0.0.1:9200/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2Fa.png'],
    ['an ordinary web page', 'https://127.0.0.1:9199/profileImage/u1/a.png'],
    ['a bucket without an object', 'http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/'],
    ['an unescaped path', 'http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage/u1/a.png'],
    [
      'a path with an empty segment',
      'http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage%2F%2Fa.png',
    ],
    [
      'a malformed escape',
      'http://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2F%E0.png',
    ],
    [
      'credentials in the URL',
      'http://me:pw@127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2Fa.png',
    ],
    ['another scheme', 'ftp://127.0.0.1:9199/v0/b/demo-gigvenue.appspot.com/o/profileImage%2Fu1%2Fa.png'],
  ])('is null for %s', (_what, url) => {
    expect(storedObjectPath(url, emulator)).toBeNull();
  });
});
