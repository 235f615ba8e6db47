import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/app/i18n';
import { createStore } from '@/app/store';
import type { DoorList, QueuedScan, SyncProblem } from '@/domain/doorCheck';
import DoorScanPage from '../pages/DoorScanPage';
import { doorModule } from '../slice/module';
import { CODE, EVENT_ID, listOf, problemOf, ticketOf, TICKET_ID } from '../slice/__tests__/fixtures';

const camera = vi.hoisted(() => ({
  read: null as ((text: string) => void) | null,
  started: [] as unknown[],
  failure: null as unknown,
}));
vi.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0 },
  Html5Qrcode: class {
    isScanning = false;
    async start(constraints: unknown, config: unknown, onRead: (text: string) => void) {
      camera.started.push({ constraints, config });
      if (camera.failure) throw camera.failure;
      camera.read = onRead;
      this.isScanning = true;
      return null;
    }
    async stop() {
      this.isScanning = false;
    }
    clear() {}
  },
}));

const door = vi.hoisted(() => ({ checkIn: vi.fn(), doorList: vi.fn() }));
vi.mock('@/services/door.service', () => ({ doorService: door }));

// An in-memory stand-in for the phone's IndexedDB store.
const kept = vi.hoisted(() => ({
  lists: new Map<string, unknown>(),
  queue: new Map<string, { eventId: string; scannedAt: number; requestId: string }>(),
  problems: [] as { eventId: string; requestId: string }[],
}));
vi.mock('@/services/doorStore', () => ({
  doorStore: {
    getList: async (eventId: string) => kept.lists.get(eventId) ?? null,
    saveList: async (list: { eventId: string }, savedAt: number) =>
      void kept.lists.set(list.eventId, { ...list, savedAt }),
    queued: async (eventId?: string) =>
      [...kept.queue.values()].filter((scan) => !eventId || scan.eventId === eventId),
    enqueue: async (scan: QueuedScan) => void kept.queue.set(scan.requestId, scan),
    settle: async (requestId: string, problem: SyncProblem | null) => {
      kept.queue.delete(requestId);
      if (problem) kept.problems.push(problem);
    },
    problems: async (eventId: string) => kept.problems.filter((problem) => problem.eventId === eventId),
    dismissProblems: async (eventId: string) => {
      kept.problems = kept.problems.filter((problem) => problem.eventId !== eventId);
    },
    deviceId: async () => 'dev1',
  },
}));

const ALICE = { ticketId: TICKET_ID, userName: 'Alice Adams', ticketType: 'Standard' };
const answer = (result: 'checkedIn' | 'alreadyCheckedIn', ticket = ALICE) => ({
  kind: 'answered',
  answer: { result, message: '', ticket, checkedInAt: 1, checkedInBy: 'uid-organizer' },
});
const refusal = (message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: 'functions/invalid-argument' });

const DOOR_LIST: DoorList = listOf([
  ticketOf(),
  ticketOf({ ticketId: 'B000000000000000000B', userName: 'Ben Brown', ticketType: 'VIP' }),
]);

let online = true;
let now = 1_750_000_000_000;
/** The tickets the server has let in, so a list reloaded after a sync shows them. */
let serverCheckedIn = new Set<string>();
/** Each test's store follows the browser's connection; the listeners go with the test. */
let connectionListeners: [string, EventListenerOrEventListenerObject][] = [];

function Parent() {
  return (
    <>
      <p>Details of {useLocation().pathname}</p>
      <Outlet />
    </>
  );
}

function renderDoor() {
  const store = createStore(undefined, [doorModule]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/organizer-event-details/${EVENT_ID}/scan`]}>
        <Routes>
          <Route path="/organizer-event-details/:id" element={<Parent />}>
            <Route path="scan" element={<DoorScanPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function openDoor() {
  renderDoor();
  const dialog = await screen.findByRole('dialog', { name: 'QR Scan Ticket' });
  await waitFor(() => expect(camera.read).not.toBeNull());
  await within(dialog).findByText('0 / 2');
  return dialog;
}

/** The camera decodes `text`, as html5-qrcode does ten times a second while a code is in view. */
async function cameraReads(text: string) {
  await act(async () => camera.read?.(text));
}

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}

beforeEach(() => {
  camera.read = null;
  camera.started = [];
  camera.failure = null;
  kept.lists.clear();
  kept.queue.clear();
  kept.problems = [];
  door.checkIn.mockReset();
  serverCheckedIn = new Set();
  // The server answers every ticket each time: whole the first time, as changes (all of them) after that.
  door.doorList.mockReset().mockImplementation(async (_eventId: string, changedSince: number | null) => ({
    ...DOOR_LIST,
    seats: 120,
    cancelled: false,
    complete: changedSince === null,
    changedUntil: now,
    tickets: DOOR_LIST.tickets.map((ticket) => ({
      ...ticket,
      isCheckedIn: serverCheckedIn.has(ticket.ticketId),
    })),
  }));
  online = true;
  const listen = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'online' || type === 'offline') connectionListeners.push([type, listener]);
    listen(type, listener, options);
  });
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

afterEach(() => {
  for (const [type, listener] of connectionListeners) window.removeEventListener(type, listener);
  connectionListeners = [];
  vi.restoreAllMocks();
});

describe('QR Scan Ticket', () => {
  it("opens with the rear camera at 10 fps and a 250 px box, online, with the event's count", async () => {
    const dialog = await openDoor();
    expect(camera.started).toEqual([
      { constraints: { facingMode: 'environment' }, config: { fps: 10, qrbox: 250 } },
    ]);
    expect(within(dialog).getByText('Online')).toBeVisible();
    expect(within(dialog).getByText('Checked in')).toBeVisible();
    expect(within(dialog).getByText('Ready to scan')).toBeVisible();
    expect(door.doorList).toHaveBeenCalledWith(EVENT_ID, null);
  });

  it('checks a scanned ticket in, shows who it is, and sends the same code again only once it has left the view', async () => {
    const dialog = await openDoor();
    door.checkIn.mockResolvedValueOnce(answer('checkedIn'));
    await cameraReads(CODE);
    expect(await within(dialog).findByText('Checked In Successfully !...')).toBeVisible();
    expect(within(dialog).getByText('Alice Adams')).toBeVisible();
    expect(within(dialog).getByText('Package: Standard')).toBeVisible();
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    expect(door.checkIn).toHaveBeenCalledWith({
      eventId: EVENT_ID,
      requestId: expect.stringMatching(/-dev1$/),
      code: CODE,
    });

    // Held in view: read again and again, sent once, and the banner stays green.
    for (let read = 0; read < 30; read += 1) {
      now += 100;
      await cameraReads(CODE);
    }
    expect(door.checkIn).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Checked In Successfully !...')).toBeVisible();

    // Shown again after it left the camera's view.
    now += 3_000;
    door.checkIn.mockResolvedValueOnce(answer('alreadyCheckedIn'));
    await cameraReads(CODE);
    expect(await within(dialog).findByText('Already Checked In !...')).toBeVisible();
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
  });

  it("shows the server's refusal in red words", async () => {
    const dialog = await openDoor();
    door.checkIn.mockRejectedValueOnce(refusal('Invalid ticket code.'));
    await cameraReads('GV1.forged');
    expect(await within(dialog).findByText('Invalid ticket code.')).toBeVisible();
  });

  it('checks in a typed ticket id from the labelled field, which asks for one first', async () => {
    const user = userEvent.setup();
    const dialog = await openDoor();
    await user.click(within(dialog).getByRole('button', { name: 'Check In' }));
    expect(await within(dialog).findByText('Enter the ticket ID.')).toBeVisible();

    door.checkIn.mockResolvedValueOnce(
      answer('checkedIn', { ...ALICE, ticketId: 'B000000000000000000B', userName: 'Ben Brown' }),
    );
    await user.type(within(dialog).getByLabelText('Ticket ID'), 'b0000000');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Ben Brown')).toBeVisible();
    // Sent as typed: the server resolves the short id within the event.
    expect(door.checkIn).toHaveBeenCalledWith({
      eventId: EVENT_ID,
      requestId: expect.any(String),
      ticketId: 'b0000000',
    });
    expect(within(dialog).getByLabelText('Ticket ID')).toHaveValue('');
  });

  it('checks tickets on the phone while offline, queues them, and sends them when the connection returns', async () => {
    const dialog = await openDoor();
    goOffline();
    expect(await within(dialog).findByText('Offline')).toBeVisible();

    await cameraReads(CODE);
    expect(await within(dialog).findByText('Checked In Successfully !...')).toBeVisible();
    expect(
      within(dialog).getByText('Saved on this phone: it is sent when the connection returns.'),
    ).toBeVisible();
    expect(within(dialog).getByText('1 scan waiting to be sent')).toBeVisible();
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    expect(door.checkIn).not.toHaveBeenCalled();

    now += 3_000;
    await cameraReads(CODE);
    expect(await within(dialog).findByText('Already Checked In !...')).toBeVisible();

    door.checkIn.mockImplementationOnce(async () => {
      serverCheckedIn.add(TICKET_ID);
      return answer('checkedIn');
    });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(dialog).queryByText('1 scan waiting to be sent')).toBeNull());
    expect(door.checkIn).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: EVENT_ID, code: CODE, offline: true }),
    );
    expect(within(dialog).getByText('Online')).toBeVisible();
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
  });

  it('reports a ticket another phone let in first as a conflict, counted once', async () => {
    const dialog = await openDoor();
    goOffline();
    await cameraReads(CODE);
    await within(dialog).findByText('1 scan waiting to be sent');

    serverCheckedIn.add(TICKET_ID);
    door.checkIn.mockResolvedValueOnce(answer('alreadyCheckedIn'));
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const conflicts = await within(dialog).findByRole('region', { name: 'Conflicts' });
    expect(conflicts).toHaveTextContent(
      'Alice Adams (A1B2C3D) had already been checked in on another device.',
    );
    expect(within(dialog).getByText('1 / 2')).toBeVisible();

    await userEvent.setup().click(within(conflicts).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('region', { name: 'Conflicts' })).toBeNull();
  });

  it('shows problems kept from an earlier sync', async () => {
    kept.problems = [problemOf({ kind: 'refused', refusal: { reason: 'notDoorStaff', params: {} } })];
    const dialog = await openDoor();
    expect(await within(dialog).findByRole('region', { name: 'Conflicts' })).toHaveTextContent(
      'You cannot check in tickets for this event.',
    );
  });

  it("re-words a kept problem's refusal when the language changes", async () => {
    kept.problems = [problemOf({ kind: 'refused', refusal: { reason: 'notDoorStaff', params: {} } })];
    const dialog = await openDoor();
    const conflicts = await within(dialog).findByRole('region', { name: 'Conflicts' });
    try {
      await act(() => changeLanguage('de'));
      await waitFor(() =>
        expect(conflicts).toHaveTextContent('Sie können für diese Veranstaltung keine Tickets einchecken.'),
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says when the phone has no list for an offline scan', async () => {
    online = false;
    door.doorList.mockRejectedValue(
      Object.assign(new Error('The server could not be reached.'), { code: 'functions/unavailable' }),
    );
    renderDoor();
    const dialog = await screen.findByRole('dialog', { name: 'QR Scan Ticket' });
    await waitFor(() => expect(camera.read).not.toBeNull());
    await cameraReads(CODE);
    expect(await within(dialog).findByText(/ticket list is not on this phone yet/)).toBeVisible();
  });

  it('offers the typed id when the camera is not allowed, and switches to the other camera', async () => {
    camera.failure = new DOMException('Permission denied', 'NotAllowedError');
    const user = userEvent.setup();
    renderDoor();
    const dialog = await screen.findByRole('dialog', { name: 'QR Scan Ticket' });
    expect(await within(dialog).findByText(/The camera is not allowed for this site/)).toBeVisible();
    expect(within(dialog).getByLabelText('Ticket ID')).toBeVisible();

    camera.failure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Switch camera' }));
    await waitFor(() =>
      expect(camera.started.at(-1)).toEqual({
        constraints: { facingMode: 'user' },
        config: { fps: 10, qrbox: 250 },
      }),
    );
  });

  it('closes back to the event details', async () => {
    const user = userEvent.setup();
    const dialog = await openDoor();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`Details of /organizer-event-details/${EVENT_ID}`)).toBeVisible();
  });
});
