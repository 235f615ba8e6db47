import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n, { changeLanguage } from '@/app/i18n';
import { createStore } from '@/app/store';
import { allFeatureModules } from '@/testing/featureModules';
import { initialState } from '@/testing/initialState';
import PaymentDetailsPage from '../PaymentDetailsPage';
import PaymentsPage from '../PaymentsPage';

const services = vi.hoisted(() => ({
  events: { listRecent: vi.fn(), get: vi.fn() },
  orders: { listReceived: vi.fn() },
  tickets: { getStats: vi.fn() },
  ledger: { listForPayee: vi.fn(), listForEvent: vi.fn() },
  payouts: {
    getAccount: vi.fn(),
    createCardToken: vi.fn(),
    attachCard: vi.fn(),
    onboardingLink: vi.fn(),
    withdraw: vi.fn(),
  },
}));
vi.mock('@/services/events.service', () => ({ eventsService: services.events }));
vi.mock('@/services/orders.service', () => ({ ordersService: services.orders }));
vi.mock('@/services/tickets.service', () => ({ ticketsService: services.tickets }));
vi.mock('@/services/ledger.service', () => ({ ledgerService: services.ledger }));
vi.mock('@/services/payouts.service', () => ({ payoutsService: services.payouts }));

const LONG_TITLE = 'Kizomba Under the Stars, a summer night by the river with live music';
const JUNE = Date.UTC(2031, 5, 2);

const entry = (fields: Record<string, unknown>) => ({
  id: 'x',
  payeeId: 'u1',
  kind: 'tickets',
  eventId: 'e1',
  eventTitle: LONG_TITLE,
  eventDate: JUNE,
  quantity: 4,
  grossPence: 5_000,
  platformPence: 150,
  taxPence: 250,
  amountPence: 4_600,
  credited: true,
  lines: [
    {
      name: 'Standard',
      quantity: 4,
      grossPence: 5_000,
      platformPence: 150,
      taxPence: 250,
      transferPence: 4_600,
    },
  ],
  withdrawalId: null,
  createdAt: JUNE + 86_400_000,
  ...fields,
});

function renderAt(route: string, balance = 46, extra: Record<string, unknown> = {}) {
  const defaults = initialState();
  const user = {
    id: 'u1',
    name: 'Orla',
    role: 'eventOrganizer',
    currentBalance: balance,
    ...extra,
  } as unknown as NonNullable<typeof defaults.auth.user>;
  const store = createStore({ auth: { ...defaults.auth, user } }, allFeatureModules);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/payments/:eventId/details" element={<PaymentDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function withOverview({ cards = [] as unknown[] } = {}) {
  services.events.listRecent.mockResolvedValue([
    { id: 'e1', title: LONG_TITLE, date: JUNE, status: 'completed', isPaymentCleared: true },
  ]);
  services.tickets.getStats.mockResolvedValue({
    sold: 4,
    revenuePence: 5_000,
    checkedIn: 0,
    holders: 2,
    packages: {},
  });
  services.orders.listReceived.mockResolvedValue({ items: [], cursor: null });
  services.ledger.listForPayee.mockResolvedValue([
    entry({}),
    entry({
      id: 'w',
      kind: 'withdrawal',
      eventId: null,
      eventTitle: '',
      grossPence: 1_000,
      platformPence: 0,
      taxPence: 0,
      amountPence: -1_000,
      lines: [],
    }),
  ]);
  services.payouts.getAccount.mockResolvedValue({
    accountId: cards.length ? 'acct_1' : null,
    cards,
    capabilitiesActive: true,
    verificationPending: false,
  });
}

describe('PaymentsPage', () => {
  it('says what the payout account is missing while the provider holds its payouts', async () => {
    withOverview();
    renderAt('/payments', 46, {
      payoutReadiness: {
        chargesEnabled: true,
        payoutsEnabled: false,
        currentlyDue: ['external_account', 'individual.verification.document'],
        updatedAt: 1,
      },
    });
    const notice = await screen.findByText(/Payouts to your card are paused/);
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Proof of identity', 'A debit card to pay out to']);
  });

  it('says nothing of the payout account once it can be paid', async () => {
    withOverview();
    renderAt('/payments', 46, {
      payoutReadiness: { chargesEnabled: true, payoutsEnabled: true, currentlyDue: [], updatedAt: 1 },
    });
    expect(await screen.findByText('£46.00')).toBeInTheDocument();
    expect(screen.queryByText(/Payouts to your card are paused/)).not.toBeInTheDocument();
  });

  it('shows the balance, the cards, the events with their transfer badge and the statement', async () => {
    withOverview({ cards: [{ id: 'card_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 }] });
    renderAt('/payments');
    expect(screen.getByText('£46.00')).toBeInTheDocument();
    expect(await screen.findByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.getByText('Expires 04/2031')).toBeInTheDocument();

    const events = await screen.findByRole('table', { name: 'Events' });
    const row = within(events).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Kizomba Under the Stars, a summer night by the riv...');
    expect(within(row).getByText('Transfered')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Details of ${LONG_TITLE}` })).toHaveAttribute(
      'href',
      '/payments/e1/details',
    );

    const statement = screen.getByRole('table', { name: 'Statement' });
    expect(within(statement).getByText('Ticket income')).toBeInTheDocument();
    expect(within(statement).getByText('£46.00')).toBeInTheDocument();
    expect(within(statement).getByText('-£10.00')).toBeInTheDocument();
  });

  it("opens Add Card when no card is attached, checks the form with the spec's messages, and attaches the card", async () => {
    withOverview();
    services.payouts.withdraw.mockResolvedValueOnce({ outcome: 'needsCard' });
    services.payouts.createCardToken.mockResolvedValueOnce('tok_sim_visa_4242_12_2031');
    services.payouts.attachCard.mockResolvedValueOnce({
      id: 'card_1',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2031,
    });
    renderAt('/payments');
    const user = userEvent.setup();
    expect(
      await screen.findByText('No card connected yet. Payouts go to the card you add.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Transfer to Bank Account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    for (const message of ['Cardholder Name required', 'Card expiry required']) {
      expect((await within(dialog).findAllByText(message)).length).toBeGreaterThan(0);
    }
    await user.type(within(dialog).getByLabelText('Card Number'), '424242424242424242');
    await user.type(within(dialog).getByLabelText('CVC'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    expect(await within(dialog).findByText('Card Number must be less then 17 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('3 digits number required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Cardholder Name'), 'Orla Organizer');
    await user.clear(within(dialog).getByLabelText('Card Number'));
    await user.type(within(dialog).getByLabelText('Card Number'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('CVC'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Expiry Month'), '12');
    await user.selectOptions(
      within(dialog).getByLabelText('Expiry Year'),
      String(new Date().getFullYear() + 5),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));

    expect(await screen.findByText('Visa ending 4242')).toBeInTheDocument();
    expect(services.payouts.createCardToken).toHaveBeenCalledWith(
      expect.objectContaining({ cardNumber: '4242424242424242', cvc: '123', expiryMonth: 12 }),
    );
  });

  it('shows the success message after a payout, and a refusal in a red alert', async () => {
    withOverview({ cards: [{ id: 'card_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 }] });
    services.payouts.withdraw.mockResolvedValueOnce({
      outcome: 'paid',
      withdrawalId: 'wd-1',
      amountPence: 4_600,
    });
    services.payouts.withdraw.mockRejectedValueOnce(new Error('Error! Not enough balance available'));
    renderAt('/payments');
    const user = userEvent.setup();
    await screen.findByText('Visa ending 4242');
    await user.click(screen.getByRole('button', { name: 'Transfer to Bank Account' }));
    expect(
      await screen.findByText('Congratulations! Your payment is transfers to your provided account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer to Bank Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error! Not enough balance available');
  });

  it("re-words the server's refusal shown under the balance when the language changes", async () => {
    withOverview({ cards: [{ id: 'card_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 }] });
    services.payouts.withdraw.mockRejectedValueOnce(
      Object.assign(new Error('Error! Not enough balance available [400]'), {
        code: 'functions/failed-precondition',
        details: { reason: 'notEnoughBalance', params: {} },
      }),
    );
    renderAt('/payments');
    const user = userEvent.setup();
    await screen.findByText('Visa ending 4242');
    await user.click(screen.getByRole('button', { name: 'Transfer to Bank Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error! Not enough balance available');
    try {
      await act(() => changeLanguage('de'));
      expect(alert).toHaveTextContent(i18n.t('errors:notEnoughBalance', { lng: 'de' }));
      expect(alert).not.toHaveTextContent('Not enough balance available');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('keeps the events and the statement on screen while they reload after a payout', async () => {
    withOverview({ cards: [{ id: 'card_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 }] });
    services.payouts.withdraw.mockResolvedValueOnce({
      outcome: 'paid',
      withdrawalId: 'wd-1',
      amountPence: 4_600,
    });
    renderAt('/payments');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Statement' });
    services.ledger.listForPayee.mockReturnValueOnce(new Promise(() => {}));
    const loads = services.ledger.listForPayee.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Transfer to Bank Account' }));
    await screen.findByText('Congratulations! Your payment is transfers to your provided account.');
    expect(services.ledger.listForPayee).toHaveBeenCalledTimes(loads + 1);
    expect(screen.getByRole('table', { name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your payments...')).not.toBeInTheDocument();
  });
});

describe('PaymentDetailsPage', () => {
  it('loads the event by id and shows its clearance and the credited lines with totals', async () => {
    services.events.get.mockResolvedValueOnce({
      id: 'e1',
      title: LONG_TITLE,
      date: JUNE,
      status: 'completed',
      isPaymentCleared: true,
    });
    services.ledger.listForEvent.mockResolvedValueOnce([entry({})]);
    renderAt('/payments/e1/details');
    expect(await screen.findByText('Success')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payment Details' });
    const [, line, totals] = within(table).getAllByRole('row');
    expect(line).toHaveTextContent('Standard4£50.00£4.00£46.00');
    expect(totals).toHaveTextContent('Total4£50.00£4.00£46.00');
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', '/payments');
  });

  it('says Pending and that settlement has not run for an event not settled yet', async () => {
    services.events.get.mockResolvedValueOnce({
      id: 'e2',
      title: 'Tonight',
      date: JUNE,
      status: 'active',
      isPaymentCleared: false,
    });
    services.ledger.listForEvent.mockResolvedValueOnce([]);
    renderAt('/payments/e2/details');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is settled for this event yet: settlement runs once the event has ended.'),
    ).toBeInTheDocument();
  });
});
