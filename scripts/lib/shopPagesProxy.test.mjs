import { describe, expect, it } from 'vitest';
import { functionRewrites, functionUrlFor, isDocumentRequest } from './shopPagesProxy.mjs';

const firebaseJson = {
  hosting: {
    rewrites: [
      { source: '/e/**', function: { functionId: 'publicEventPage', region: 'europe-west2' } },
      { source: '/t/**', function: { functionId: 'ticketPurchasePage', region: 'europe-west2' } },
      { source: '**', destination: '/index.html' },
    ],
  },
};
const emulator = { host: '127.0.0.1', port: 5001, projectId: 'demo-gigvenue' };

describe('functionUrlFor', () => {
  it("sends /e/ and /t/ to the functions firebase.json's rewrites name, query kept", () => {
    const rewrites = functionRewrites(firebaseJson);
    expect(functionUrlFor('/e/evt-1', rewrites, emulator)).toBe(
      'http://127.0.0.1:5001/demo-gigvenue/europe-west2/publicEventPage/e/evt-1',
    );
    expect(functionUrlFor('/t/pur-1?k=abc', rewrites, emulator)).toBe(
      'http://127.0.0.1:5001/demo-gigvenue/europe-west2/ticketPurchasePage/t/pur-1?k=abc',
    );
  });

  it('leaves every other path to the app', () => {
    const rewrites = functionRewrites(firebaseJson);
    expect(functionUrlFor('/login', rewrites, emulator)).toBeNull();
    expect(functionUrlFor('/events-list', rewrites, emulator)).toBeNull();
  });
});

describe('isDocumentRequest', () => {
  it("takes a browser's page load and a bare curl, not a script, style or image fetch, nor a POST", () => {
    expect(isDocumentRequest({ method: 'GET', headers: { 'sec-fetch-dest': 'document' } })).toBe(true);
    expect(isDocumentRequest({ method: 'GET', headers: { accept: '*/*' } })).toBe(true);
    expect(isDocumentRequest({ method: 'GET', headers: { 'sec-fetch-dest': 'script' } })).toBe(false);
    expect(isDocumentRequest({ method: 'GET', headers: { 'sec-fetch-dest': 'image' } })).toBe(false);
    expect(isDocumentRequest({ method: 'POST', headers: {} })).toBe(false);
  });
});
