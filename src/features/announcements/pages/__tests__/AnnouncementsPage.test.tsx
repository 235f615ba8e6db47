import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '@/app/store';
import { allFeatureModules } from '@/testing/featureModules';
import { initialState } from '@/testing/initialState';
import AnnouncementsPage from '../AnnouncementsPage';

const service = vi.hoisted(() => ({ send: vi.fn(), listUpcomingEvents: vi.fn(), holders: vi.fn() }));
vi.mock('@/services/announcements.service', () => ({ announcementsService: service }));

const LONG_TITLE = 'Salsa Social Tonight with a very long title that goes on';

function renderPage() {
  const defaults = initialState();
  const user = { id: 'u1', name: 'Orla', role: 'eventOrganizer' } as unknown as NonNullable<
    typeof defaults.auth.user
  >;
  const store = createStore({ auth: { ...defaults.auth, user } }, allFeatureModules);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AnnouncementsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('AnnouncementsPage', () => {
  it('sends an announcement to the holders of the chosen event', async () => {
    service.listUpcomingEvents.mockResolvedValue([
      { id: 'e1', title: LONG_TITLE, date: Date.UTC(2031, 5, 2) },
    ]);
    service.holders.mockResolvedValue(12);
    service.send.mockResolvedValue({ announcementId: 'a', holders: 12, notified: 12, pushed: 3 });
    renderPage();
    const user = userEvent.setup();

    const event = await screen.findByLabelText('Event');
    const option = within(event).getByRole('option', { name: /^Salsa/ });
    expect(option).toHaveTextContent('Salsa Social Tonight with a very long ti... (2 Jun 2031)');

    await user.selectOptions(event, 'e1');
    expect(await screen.findByText('12')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Doors open');
    await user.type(screen.getByLabelText('Message'), 'See you at 7 PM');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Notifications send successfully')).toBeInTheDocument();
    expect(service.send).toHaveBeenCalledWith({
      eventId: 'e1',
      title: 'Doors open',
      message: 'See you at 7 PM',
      requestId: expect.stringMatching(/^req-/),
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it("shows the spec's messages for missing fields and why a send failed", async () => {
    service.listUpcomingEvents.mockResolvedValue([{ id: 'e1', title: 'Salsa', date: Date.UTC(2031, 5, 2) }]);
    service.holders.mockResolvedValue(2);
    service.send.mockRejectedValue(new Error('Too many announcements for this event. Try again later.'));
    renderPage();
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Event'), 'e1');
    await screen.findByText('2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Title must required')).toBeInTheDocument();
    expect(screen.getByText('Message must required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Doors');
    await user.type(screen.getByLabelText('Message'), 'At 7');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many announcements for this event. Try again later.',
    );
  });

  it('asks for an event, and cannot send to an event nobody holds tickets for', async () => {
    service.listUpcomingEvents.mockResolvedValue([{ id: 'e1', title: 'Salsa', date: Date.UTC(2031, 5, 2) }]);
    service.holders.mockResolvedValue(0);
    renderPage();
    const user = userEvent.setup();
    const event = await screen.findByLabelText('Event');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Event must required')).toBeInTheDocument();
    await user.selectOptions(event, 'e1');
    expect(await screen.findByText('Nobody holds tickets for this event yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps Send disabled while the ticket holders are being counted or could not be counted, until a retry finds some', async () => {
    service.listUpcomingEvents.mockResolvedValue([{ id: 'e1', title: 'Salsa', date: Date.UTC(2031, 5, 2) }]);
    let count: (holders: number) => void = () => undefined;
    service.holders
      .mockReturnValueOnce(new Promise<number>((resolve) => (count = resolve)))
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce(3);
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Event'), 'e1');
    expect(await screen.findByText('Counting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    count(0);
    expect(await screen.findByText('Nobody holds tickets for this event yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Event'), '');
    await user.selectOptions(screen.getByLabelText('Event'), 'e1');
    const failure = await screen.findByText('The number of ticket holders could not be loaded.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(
      within(failure.closest('.alert') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByTestId('ticket-holders')).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});
