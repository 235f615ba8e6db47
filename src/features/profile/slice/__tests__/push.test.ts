import { failedWith } from '@/testing/failures';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import {
  enablePush,
  initialProfileState,
  profileReducer,
  pushEnabled,
  pushEnableFailed,
  pushRefused,
} from '../index';
import { enablePushSaga } from '../saga';
import { dispatchedBy } from '@/testing/sagaHarness';

const messaging = vi.hoisted(() => ({
  requestToken: vi.fn(),
  registerPushToken: vi.fn(),
  isOffered: vi.fn(),
}));
vi.mock('@/services/messaging.service', () => ({ messagingService: messaging }));

function dispatched(): Promise<Action[]> {
  return dispatchedBy(enablePushSaga);
}

describe('web push on the profile page', () => {
  it("stores the browser's token once permission is given", async () => {
    messaging.requestToken.mockResolvedValueOnce({ kind: 'token', token: 'fcm-token' });
    messaging.registerPushToken.mockResolvedValueOnce(undefined);
    expect(await dispatched()).toEqual([pushEnabled()]);
    expect(messaging.registerPushToken).toHaveBeenCalledWith('fcm-token');
  });

  it('says so when permission is refused or push is unavailable, storing nothing', async () => {
    messaging.registerPushToken.mockClear();
    messaging.requestToken.mockResolvedValueOnce({ kind: 'denied' });
    expect(await dispatched()).toEqual([pushRefused('denied')]);
    messaging.requestToken.mockResolvedValueOnce({ kind: 'unsupported' });
    expect(await dispatched()).toEqual([pushRefused('unsupported')]);
    expect(messaging.registerPushToken).not.toHaveBeenCalled();
  });

  it('reports a failed registration', async () => {
    messaging.requestToken.mockResolvedValueOnce({ kind: 'token', token: 't' });
    messaging.registerPushToken.mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched()).toEqual([pushEnableFailed(failedWith('offline'))]);
  });

  it('tracks the request in the slice', () => {
    const pending = profileReducer(initialProfileState, enablePush());
    expect(pending.push).toEqual({ status: 'pending', error: null });
    expect(profileReducer(pending, pushRefused('denied')).push.status).toBe('denied');
    expect(profileReducer(pending, pushEnableFailed(failedWith('offline'))).push).toEqual({
      status: 'failed',
      error: failedWith('offline'),
    });
    expect(profileReducer(pending, pushEnabled()).push.status).toBe('enabled');
  });
});
