import { failedWith } from '@/testing/failures';
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@/domain/notifications';
import {
  markNotificationsRead,
  notificationsChanged,
  notificationsFailed,
  stopWatchingNotifications,
  watchNotifications,
} from '../index';
import { markReadSaga, watchNotificationsSaga } from '../saga';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

const service = vi.hoisted(() => ({ subscribeLatest: vi.fn(), markRead: vi.fn() }));
vi.mock('@/services/notifications.service', () => ({ notificationsService: service }));

const note = { id: 'order-o1', title: 'New booking', read: false } as AppNotification;

/** Starts the watch with a fake subscription the test drives, and an action channel to stop it. */
function startWatch() {
  const unsubscribe = vi.fn();
  let push: (items: AppNotification[]) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  service.subscribeLatest.mockImplementationOnce(
    (_uid: string, onChange: typeof push, onError: typeof fail) => {
      push = onChange;
      fail = onError;
      return unsubscribe;
    },
  );
  const harness = sagaHarness();
  const task = harness.start(watchNotificationsSaga, watchNotifications('m1'));
  return {
    task,
    out: harness.actions,
    unsubscribe,
    push: (items: AppNotification[]) => push(items),
    fail: (error: Error) => fail(error),
    dispatch: harness.put,
  };
}

describe('notifications sagas', () => {
  it("follows the account's newest notifications until watching stops", async () => {
    const watch = startWatch();
    expect(service.subscribeLatest).toHaveBeenCalledWith('m1', expect.any(Function), expect.any(Function));
    watch.push([]);
    watch.push([note]);
    expect(watch.out).toEqual([notificationsChanged([]), notificationsChanged([note])]);
    watch.dispatch(stopWatchingNotifications());
    await watch.task.toPromise();
    expect(watch.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reports a failed listener and lets it go', async () => {
    const watch = startWatch();
    watch.fail(new Error('Missing or insufficient permissions.'));
    await watch.task.toPromise();
    expect(watch.out).toEqual([notificationsFailed(failedWith('Missing or insufficient permissions.'))]);
    expect(watch.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('closes the subscription when a newer watch cancels it', async () => {
    const watch = startWatch();
    watch.task.cancel();
    await watch.task.toPromise();
    expect(watch.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('writes the read marks, and shrugs off a failed write', async () => {
    service.markRead.mockResolvedValueOnce(undefined);
    await dispatchedBy(markReadSaga, {}, markNotificationsRead(['a', 'b']));
    expect(service.markRead).toHaveBeenCalledWith(['a', 'b']);
    service.markRead.mockRejectedValueOnce(new Error('offline'));
    await expect(
      sagaHarness()
        .start(markReadSaga, markNotificationsRead(['a']))
        .toPromise(),
    ).resolves.toBeUndefined();
  });
});
