import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '@/app/store';
import type { AppNotification } from '@/domain/notifications';
import { allFeatureModules } from '@/testing/featureModules';
import { initialState } from '@/testing/initialState';
import NotificationBell from '../NotificationBell';

const service = vi.hoisted(() => ({ subscribeLatest: vi.fn(), markRead: vi.fn() }));
vi.mock('@/services/notifications.service', () => ({ notificationsService: service }));

const HOUR = 3_600_000;
const noteOf = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n',
  title: '',
  message: '',
  subjectType: 'order',
  subjectId: '',
  createdBy: 'system',
  createdTo: 'm1',
  createdAt: Date.now() - HOUR,
  read: false,
  ...overrides,
});

async function renderBell(role = 'eventManager') {
  service.subscribeLatest.mockClear();
  const unsubscribe = vi.fn();
  let push: (items: AppNotification[]) => void = () => undefined;
  service.subscribeLatest.mockImplementation((_uid: string, onChange: typeof push) => {
    push = onChange;
    return unsubscribe;
  });
  service.markRead.mockResolvedValue(undefined);
  const defaults = initialState();
  const user = { id: 'm1', name: 'Marco', role } as unknown as NonNullable<typeof defaults.auth.user>;
  const store = createStore({ auth: { ...defaults.auth, user } }, allFeatureModules);
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </Provider>,
  );
  // The bell starts listening in a task after its first commit.
  await waitFor(() => expect(service.subscribeLatest).toHaveBeenCalled());
  return { ...view, unsubscribe, push: (items: AppNotification[]) => act(() => push(items)) };
}

describe('NotificationBell', () => {
  it('says there is nothing to show', async () => {
    const bell = await renderBell();
    bell.push([]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications yet.')).toBeInTheDocument();
  });

  it('shows the unread count live, lists newest first with links, and marks them read when opened', async () => {
    const bell = await renderBell();
    bell.push([
      noteOf({
        id: 'order-o2',
        title: 'New booking',
        message: 'Orla booked you',
        subjectId: 'o2',
        createdAt: Date.now() - 2 * HOUR,
      }),
      noteOf({
        id: 'cancel-o1',
        title: 'Booking cancelled',
        message: 'An event was deleted',
        subjectId: 'o1',
        createdAt: Date.now() - 26 * HOUR,
        read: true,
      }),
      noteOf({
        id: 'payout-1',
        title: 'Payout done',
        message: '£45.00 paid out',
        subjectType: 'payment',
        subjectId: 'p1',
      }),
    ]);
    const toggle = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(toggle).getByText('2')).toBeInTheDocument();

    await userEvent.click(toggle);
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New bookingOrla booked you2 hours ago',
      'Booking cancelledAn event was deletedyesterday',
      'Payout done£45.00 paid out1 hour ago',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/order-details?id=o2');
    expect(within(items[2]).getByRole('link')).toHaveAttribute('href', '/payments');
    expect(service.markRead).toHaveBeenCalledWith(['order-o2', 'payout-1']);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('works by keyboard: Enter opens it, Tab walks its links, Escape closes it back onto the bell', async () => {
    const user = userEvent.setup();
    const bell = await renderBell();
    bell.push([
      noteOf({ id: 'order-o2', title: 'New booking', message: 'Orla booked you', subjectId: 'o2' }),
    ]);
    const toggle = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.tab();
    expect(within(panel).getByRole('link', { name: /New booking/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it("links an event to the organizer's event page and stops listening when unmounted", async () => {
    const bell = await renderBell('eventOrganizer');
    bell.push([
      noteOf({ id: 'e', title: 'Event changed', subjectType: 'event', subjectId: 'e1', read: true }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('link', { name: /Event changed/ })).toHaveAttribute(
      'href',
      '/organizer-event-details/e1',
    );
    bell.unmount();
    expect(bell.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
