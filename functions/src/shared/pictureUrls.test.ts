import { describe, expect, it } from 'vitest';
import { isOwnPictureUrl, type PictureOwner } from './pictureUrls';

const live: PictureOwner = { folder: 'events', uid: 'orla', projectId: 'gigvenue-live', emulated: false };
const emulated: PictureOwner = { ...live, projectId: 'demo-gigvenue', emulated: true };
const url = (host: string, bucket: string, path: string) =>
  `${host}/v0/b/${bucket}/o/${path}?alt=media&token=t`;
const GOOGLE = 'https://firebasestorage.googleapis.com';

describe('isOwnPictureUrl', () => {
  it.each([
    ['the legacy default bucket', url(GOOGLE, 'gigvenue-live.appspot.com', 'events%2Forla%2Fposter.png')],
    ['the new default bucket', url(GOOGLE, 'gigvenue-live.firebasestorage.app', 'events%2Forla%2Fa%20b.jpg')],
    ['no query', `${GOOGLE}/v0/b/gigvenue-live.appspot.com/o/events%2Forla%2Fposter.png`],
    ['a demo picture', '/demo/venue-hall.jpg'],
  ])('accepts %s', (_name, picture) => {
    expect(isOwnPictureUrl(picture, live)).toBe(true);
  });

  it.each([
    ['a tracking pixel', 'https://tracker.example/pixel.gif?who=buyer'],
    ["another project's bucket", url(GOOGLE, 'evil-project.appspot.com', 'events%2Forla%2Fposter.png')],
    ['a bucket named after this one', url(GOOGLE, 'gigvenue-live.appspot.com.evil', 'events%2Forla%2Fx.png')],
    [
      'a look-alike host',
      url(
        'https://firebasestorage.googleapis.com.evil.example',
        'gigvenue-live.appspot.com',
        'events%2Forla%2Fx.png',
      ),
    ],
    ["another user's folder", url(GOOGLE, 'gigvenue-live.appspot.com', 'events%2Fother%2Fposter.png')],
    [
      'a uid that only starts like the owner',
      url(GOOGLE, 'gigvenue-live.appspot.com', 'events%2Forlax%2Fposter.png'),
    ],
    ["the owner's venues folder", url(GOOGLE, 'gigvenue-live.appspot.com', 'venues%2Forla%2Fhall.png')],
    ['the folder itself', url(GOOGLE, 'gigvenue-live.appspot.com', 'events%2Forla%2F')],
    [
      'the emulator on 127.0.0.1',
      url('http://127.0.0.1:9199', 'gigvenue-live.appspot.com', 'events%2Forla%2Fp.png'),
    ],
    [
      'the emulator on localhost',
      url('http://localhost:9199', 'gigvenue-live.appspot.com', 'events%2Forla%2Fp.png'),
    ],
    [
      'plain http',
      url('http://firebasestorage.googleapis.com', 'gigvenue-live.appspot.com', 'events%2Forla%2Fp.png'),
    ],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a demo path that climbs', '/demo/../evil.png'],
    ['a very long URL', url(GOOGLE, 'gigvenue-live.appspot.com', `events%2Forla%2F${'x'.repeat(2048)}.png`)],
  ])('refuses %s', (_name, picture) => {
    expect(isOwnPictureUrl(picture, live)).toBe(false);
  });

  it("accepts the Storage emulator's loopback URLs only under the emulators", () => {
    const local = url('http://127.0.0.1:9199', 'demo-gigvenue.appspot.com', 'events%2Forla%2Fp.png');
    expect(isOwnPictureUrl(local, emulated)).toBe(true);
    expect(isOwnPictureUrl(local.replace('127.0.0.1', 'localhost'), emulated)).toBe(true);
    expect(isOwnPictureUrl(local, { ...emulated, emulated: false })).toBe(false);
    expect(isOwnPictureUrl(local.replace('demo-gigvenue', 'demo-other'), emulated)).toBe(false);
  });

  it('refuses everything when the project is unknown', () => {
    expect(
      isOwnPictureUrl(url(GOOGLE, '.appspot.com', 'events%2Forla%2Fp.png'), { ...live, projectId: '' }),
    ).toBe(false);
  });
});
