import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DoorList, QueuedScan, SyncProblem } from '@/domain/doorCheck';
import { doorStore } from './doorStore';

const list = (eventId: string): DoorList => ({
  eventId,
  publicKey: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  seats: 120,
  sold: 1,
  checkedIn: 0,
  tickets: [{ ticketId: 'T1', userName: 'Alice Adams', ticketType: 'Standard', isCheckedIn: false }],
});

const scan = (requestId: string, eventId: string, scannedAt: number): QueuedScan => ({
  requestId,
  eventId,
  ticketId: 'T1',
  code: null,
  scannedAt,
});

const conflict = (requestId: string, eventId: string): SyncProblem => ({
  ...scan(requestId, eventId, 5),
  userName: 'Alice Adams',
  ticketType: 'Standard',
  kind: 'conflict',
  refusal: null,
});

describe('doorStore', () => {
  it("keeps an event's door list with the time it was loaded, and has none for an event never opened", async () => {
    await doorStore.saveList(list('evt-list'), 1234);
    expect(await doorStore.getList('evt-list')).toEqual({ ...list('evt-list'), savedAt: 1234 });
    expect(await doorStore.getList('evt-never')).toBeNull();
  });

  it('queues scans per event, oldest first, and settles them one by one keeping a conflict', async () => {
    await doorStore.enqueue(scan('req-2', 'evt-queue', 20));
    await doorStore.enqueue(scan('req-1', 'evt-queue', 10));
    await doorStore.enqueue(scan('req-3', 'evt-queue-other', 30));
    expect((await doorStore.queued('evt-queue')).map((item) => item.requestId)).toEqual(['req-1', 'req-2']);
    expect((await doorStore.queued()).map((item) => item.requestId)).toEqual(
      expect.arrayContaining(['req-1', 'req-2', 'req-3']),
    );

    await doorStore.settle('req-1');
    await doorStore.settle('req-2', conflict('req-2', 'evt-queue'));
    expect(await doorStore.queued('evt-queue')).toEqual([]);
    expect(await doorStore.problems('evt-queue')).toEqual([conflict('req-2', 'evt-queue')]);
  });

  it("dismisses one event's problems only", async () => {
    await doorStore.settle('req-a', conflict('req-a', 'evt-a'));
    await doorStore.settle('req-b', conflict('req-b', 'evt-b'));
    await doorStore.dismissProblems('evt-a');
    expect(await doorStore.problems('evt-a')).toEqual([]);
    expect(await doorStore.problems('evt-b')).toHaveLength(1);
  });

  it('makes a device id once and keeps it', async () => {
    const first = await doorStore.deviceId();
    expect(first).toMatch(/^[a-z0-9]{2,14}$/);
    expect(await doorStore.deviceId()).toBe(first);
  });

  it('forgets the kept lists and problems on sign-out, but keeps unsent scans and the device id', async () => {
    const device = await doorStore.deviceId();
    await doorStore.saveList(list('evt-forget'));
    await doorStore.settle('req-f', conflict('req-f', 'evt-forget'));
    await doorStore.enqueue(scan('req-unsent', 'evt-forget', 40));
    await doorStore.forgetPeople();
    expect(await doorStore.getList('evt-forget')).toBeNull();
    expect(await doorStore.problems('evt-forget')).toEqual([]);
    expect((await doorStore.queued('evt-forget')).map((item) => item.requestId)).toEqual(['req-unsent']);
    expect(await doorStore.deviceId()).toBe(device);
  });
});
