import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@/app/i18n';
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
  wording: null,
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

  describe('in German', () => {
    afterEach(async () => {
      await changeLanguage('en');
    });

    it("words each kind in the reader's language from its figures, and an old record by its stored text", async () => {
      await changeLanguage('de');
      const slot = {
        eventTitle: 'Salsa Night',
        date: '2030-06-07',
        startTime: '7:00 PM',
        endTime: '10:00 PM',
      };
      const bell = await renderBell();
      bell.push([
        noteOf({
          id: 'order-o1',
          title: 'New booking',
          message: 'You have been booked for "Salsa Night" on 2030-06-07, 7:00 PM - 10:00 PM.',
          wording: { kind: 'orderReceived', params: slot },
        }),
        noteOf({
          id: 'cancel-o1',
          title: 'Booking cancelled',
          message: 'The booking for "Salsa Night" on 2030-06-07, 7:00 PM - 10:00 PM was cancelled.',
          subjectType: 'event',
          subjectId: 'e1',
          wording: { kind: 'bookingCancelled', params: slot },
        }),
        noteOf({
          id: 'payout-w1',
          title: 'Payout sent',
          message: '£1,234.50 is on its way to your card.',
          subjectType: 'payment',
          wording: { kind: 'payoutPaid', params: { amountPence: 123_450 } },
        }),
        noteOf({
          id: 'payout-w2',
          title: 'Payout failed',
          message: 'The payout of £9.00 failed: Card expired',
          subjectType: 'payment',
          wording: { kind: 'payoutFailed', params: { amountPence: 900, reason: 'Card expired' } },
        }),
        noteOf({ id: 'order-old', title: 'New booking', message: 'Stored before kinds existed' }),
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen, 5 ungelesen' }));
      const items = within(screen.getByRole('list', { name: 'Benachrichtigungen' })).getAllByRole('listitem');
      const texts = items.map((item) => item.textContent?.replace(/vor 1 Stunde$/, ''));
      expect(texts).toEqual([
        'Neue BuchungSie wurden für „Salsa Night“ am 2030-06-07, 7:00 PM - 10:00 PM gebucht.',
        'Buchung storniertDie Buchung für „Salsa Night“ am 2030-06-07, 7:00 PM - 10:00 PM wurde storniert.',
        'Auszahlung gesendet£1,234.50 ist auf dem Weg zu Ihrer Karte.',
        'Auszahlung fehlgeschlagenDie Auszahlung von £9.00 ist fehlgeschlagen: Card expired',
        'New bookingStored before kinds existed',
      ]);
    });
  });
});
