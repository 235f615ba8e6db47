import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFcmSender } from './fcmSender';
import { mapWithConcurrency, type PushMessage } from './pushSender';

// A local fake of the FCM HTTP v1 send endpoint: the token decides the answer.
interface Received {
  url: string;
  authorization: string | undefined;
  body: { message: { token: string; notification: { title: string; body: string } } };
}

const received: Received[] = [];
let server: Server;
let base: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as Received['body'];
      received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const token = body.message.token;
      if (token === 'gone') {
        reply(404, {
          error: {
            code: 404,
            status: 'NOT_FOUND',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        });
      } else if (token === 'broken') {
        reply(500, { error: { code: 500, status: 'INTERNAL' } });
      } else {
        reply(200, { name: `projects/demo/messages/${received.length}` });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = (token: string, userId: string): PushMessage => ({
  token,
  title: 'Doors open',
  body: 'Bring your ticket',
  userId,
  announcementId: 'ann-1',
});

describe('createFcmSender', () => {
  it('posts each message to the v1 endpoint with the access token and reports each outcome', async () => {
    const sender = createFcmSender({
      apiBase: base,
      projectId: 'demo-gigvenue',
      accessToken: async () => 'access-123',
    });
    const outcomes = await sender.send([
      message('good-1', 'u1'),
      message('gone', 'u2'),
      message('broken', 'u3'),
      message('good-2', 'u4'),
    ]);
    expect(outcomes).toEqual(['sent', 'invalid', 'failed', 'sent']);
    expect(received).toHaveLength(4);
    for (const request of received) {
      expect(request.url).toBe('/v1/projects/demo-gigvenue/messages:send');
      expect(request.authorization).toBe('Bearer access-123');
    }
    expect(
      received.find((request) => request.body.message.token === 'good-1')?.body.message.notification,
    ).toEqual({ title: 'Doors open', body: 'Bring your ticket' });
  });

  it('reports a failure, not an invalid token, when the endpoint cannot be reached', async () => {
    const sender = createFcmSender({
      apiBase: 'http://127.0.0.1:1',
      projectId: 'demo-gigvenue',
      accessToken: async () => 'x',
    });
    expect(await sender.send([message('good', 'u1')])).toEqual(['failed']);
  });

  it('asks for no access token when there is nothing to send', async () => {
    const sender = createFcmSender({
      apiBase: base,
      projectId: 'p',
      accessToken: () => Promise.reject(new Error('no credential')),
    });
    expect(await sender.send([])).toEqual([]);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});
