import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyEventsPage from '../pages/MyEventsPage';
import { eventOf } from '../slice/__tests__/fixtures';
import { changeLanguage } from '@/app/i18n';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';

// The sagas' services are replaced by name, since screens never import services themselves.
const eventsService = vi.hoisted(() => ({ listMine: vi.fn(), remove: vi.fn() }));
vi.mock('@/services/events.service', () => ({ eventsService }));

const open = (role: 'eventOrganizer' | 'venueOwner' = 'eventOrganizer') =>
  renderRoute(<MyEventsPage />, {
    path: '*',
    url: role === 'eventOrganizer' ? '/organizer-events' : '/events-list',
    role,
    uid: role === 'eventOrganizer' ? 'organizer-1' : 'owner-1',
  });

const rowOf = (title: string) => screen.getByRole('article', { name: title });

/** Answers the upcoming and the past query with one page each. */
function serve(
  upcoming: ReturnType<typeof eventOf>[],
  past: ReturnType<typeof eventOf>[] = [],
  pastCursor: string | null = null,
) {
  eventsService.listMine.mockImplementation(async (_uid: string, when: string) =>
    when === 'upcoming' ? { items: upcoming, cursor: null } : { items: past, cursor: pastCursor },
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  // The fixtures' today, 14 January 2030: events after it are upcoming, before it past.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 14, 12, 0));
  allowDialogs();
});

afterEach(async () => {
  await closeDialogs();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MyEventsPage', () => {
  it('lists upcoming events soonest first, then past events latest first', async () => {
    serve(
      [
        eventOf({ id: 'u1', title: 'Tonight Salsa' }, 0),
        eventOf({ id: 'u2', title: 'Next Week Bachata' }, 7),
      ],
      [
        eventOf({ id: 'p1', title: 'Last Week Kizomba', status: 'completed' }, -7),
        eventOf({ id: 'p2', title: 'Spring Yoga' }, -60),
      ],
    );
    open();
    await screen.findByRole('article', { name: 'Tonight Salsa' });
    const titles = screen.getAllByRole('article').map((row) => within(row).getByRole('heading').textContent);
    expect(titles).toEqual(['Tonight Salsa', 'Next Week Bachata', 'Last Week Kizomba', 'Spring Yoga']);
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Past' })).getAllByRole('article')).toHaveLength(2);
    expect(eventsService.listMine).toHaveBeenCalledWith(
      'organizer-1',
      'upcoming',
      Date.UTC(2030, 0, 14),
      null,
    );
    expect(eventsService.listMine).toHaveBeenCalledWith('organizer-1', 'past', Date.UTC(2030, 0, 14), null);
  });

  it("shows each row's date, badges, start time, duration, location, 250-character description and image", async () => {
    serve([
      eventOf(
        {
          id: 'u1',
          title: 'Tonight Salsa',
          featured: true,
          status: 'inProgress',
          description: 'd'.repeat(300),
        },
        0,
      ),
      eventOf({ id: 'u2', title: 'Finished Class', status: 'completed' }, 1),
    ]);
    open();
    const row = await screen.findByRole('article', { name: 'Tonight Salsa' });
    expect(within(row).getByText('14 Jan 2030')).toBeInTheDocument();
    expect(within(row).getByText('inProgress')).toBeInTheDocument();
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).getByText('7:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('3 hr 0 min')).toBeInTheDocument();
    expect(within(row).getByText('Camden, London')).toBeInTheDocument();
    expect(within(row).getByText(`${'d'.repeat(250)}...`)).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Picture of Tonight Salsa' })).toHaveAttribute(
      'src',
      'https://files/salsa.png',
    );
    expect(within(row).getByRole('link', { name: 'Tonight Salsa' })).toHaveAttribute(
      'href',
      '/organizer-event-details/u1',
    );
    const completed = within(rowOf('Finished Class')).getByText('Completed');
    expect(completed).toHaveClass('bg-success');
    expect(within(rowOf('Finished Class')).queryByText('Featured')).not.toBeInTheDocument();
  });

  it("offers Edit and Delete only on the signed-in account's own events, with the routes of its role", async () => {
    serve([
      eventOf({ id: 'mine', title: 'Mine', createdBy: 'owner-1' }, 1),
      eventOf({ id: 'theirs', title: 'Theirs', createdBy: 'someone' }, 2),
    ]);
    renderRoute(<MyEventsPage />, { path: '*', url: '/events-list', role: 'venueOwner', uid: 'owner-1' });
    await screen.findByRole('article', { name: 'Mine' });
    expect(
      within(rowOf('Theirs')).queryByRole('button', { name: 'Actions for Theirs' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('Mine')).getByRole('button', { name: 'Actions for Mine' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/edit-event/mine');
    expect(within(rowOf('Mine')).getByRole('link', { name: 'Mine' })).toHaveAttribute(
      'href',
      '/event-details/mine',
    );
  });

  it('says No Data Available with a way back to the dashboard', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('loads the next past page on Load more', async () => {
    serve(
      [eventOf({ id: 'u1', title: 'Soon' }, 1)],
      [eventOf({ id: 'p1', title: 'Before' }, -1)],
      'p-cursor',
    );
    open();
    await screen.findByRole('article', { name: 'Before' });
    eventsService.listMine.mockResolvedValueOnce({
      items: [eventOf({ id: 'p2', title: 'Long Ago' }, -90)],
      cursor: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Long Ago' })).toBeInTheDocument();
    expect(eventsService.listMine).toHaveBeenLastCalledWith(
      'organizer-1',
      'past',
      Date.UTC(2030, 0, 14),
      'p-cursor',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks before deleting, then removes the row and says Deleted Successfully', async () => {
    serve([eventOf({ id: 'e1', title: 'Salsa Social' }, 10)]);
    eventsService.remove.mockResolvedValue(undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Salsa Social' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
    expect(eventsService.remove).toHaveBeenCalledWith('e1');
    expect(screen.queryByRole('article', { name: 'Salsa Social' })).not.toBeInTheDocument();
  });

  it("keeps the event and shows the server's refusal in a dialog titled Error", async () => {
    const message = 'Sorry! Unable to delete. Event contains tickets.';
    serve([eventOf({ id: 'e1', title: 'Salsa Social' }, 10)]);
    eventsService.remove.mockRejectedValue(new Error(message));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Salsa Social' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument());
    expect(screen.getByText(message)).toBeInTheDocument();
    // The dialog hides the page from assistive technology while it is open.
    expect(screen.getByRole('article', { name: 'Salsa Social', hidden: true })).toBeInTheDocument();
  });

  it('re-words a refusal shown when the language changes, since the store keeps its reason', async () => {
    serve([eventOf({ id: 'e1', title: 'Salsa Social' }, 10)]);
    eventsService.remove.mockRejectedValue(
      Object.assign(new Error('Sorry! Unable to delete. Event contains tickets. [400]'), {
        code: 'functions/failed-precondition',
        details: { reason: 'eventHasTickets', params: {} },
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Salsa Social' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Sorry! Unable to delete. Event contains tickets.')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('de'));
      expect(
        await screen.findByText(
          'Löschen nicht möglich. Für die Veranstaltung wurden bereits Tickets verkauft.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Fehler' })).toBeInTheDocument();
      expect(screen.queryByText('Sorry! Unable to delete. Event contains tickets.')).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('deletes nothing when the owner cancels', async () => {
    serve([eventOf({ id: 'e1', title: 'Salsa Social' }, 10)]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Salsa Social' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(eventsService.remove).not.toHaveBeenCalled();
  });

  it('shows a failed read in a dialog titled Error, with a retry in place', async () => {
    eventsService.listMine.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    open();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument());
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await closeDialogs();
    serve([eventOf({ title: 'Salsa Social' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Salsa Social' })).toBeInTheDocument();
  });

  it('downloads event-schedule.ics with the event in it', async () => {
    serve([eventOf({ title: 'Salsa Social' }, 7)]);
    // jsdom makes no object URLs and downloads nothing: the file and the link's download name are caught instead.
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    };
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Add Salsa Social to calendar' }));
      await waitFor(() => expect(downloads).toEqual(['event-schedule.ics']));
      const text = await files[0].text();
      expect(text).toContain('SUMMARY:Salsa Social');
      expect(text).toContain('DTSTART:20300121T190000Z');
      expect(text).toContain('DURATION:PT3H');
      expect(text).toContain('LOCATION:221 Camden High Street');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.restoreAllMocks();
    }
  });
});
