import { describe, expect, it } from 'vitest';
import { idFromPath, publicOrigin } from './publicOrigin';

const deployed = { appUrl: 'https://gigvenue.example', emulated: false };
const emulated = { appUrl: 'http://localhost:5173', emulated: true };

describe('publicOrigin', () => {
  it('is always APP_URL when deployed, whatever Host a caller sends', () => {
    expect(publicOrigin(deployed, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe(
      'https://gigvenue.example',
    );
  });

  it('follows the local server the request came through in the emulators', () => {
    expect(publicOrigin(emulated, { 'x-forwarded-host': '127.0.0.1:4173', host: '127.0.0.1:5001' })).toBe(
      'http://127.0.0.1:4173',
    );
    expect(publicOrigin(emulated, { host: 'localhost:5000' })).toBe('http://localhost:5000');
  });

  it('ignores a host that is not this machine, even in the emulators', () => {
    expect(publicOrigin(emulated, { host: 'evil.example' })).toBe('http://localhost:5173');
  });
});

describe('idFromPath', () => {
  it('takes the id after the prefix, decoded, and nothing from a malformed path', () => {
    expect(idFromPath('/e/evt-1', '/e/')).toBe('evt-1');
    expect(idFromPath('/e/evt%2D1/extra', '/e/')).toBe('evt-1');
    expect(idFromPath('/t/%E0%A4%A', '/t/')).toBe('');
    expect(idFromPath('/x/evt-1', '/e/')).toBe('');
  });
});
