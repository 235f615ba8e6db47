import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseOf, saleOf } from '../slice/__tests__/fixtures';
import { openShop } from './renderShop';

const sales = vi.hoisted(() => ({ getSale: vi.fn(), buy: vi.fn(), getPurchase: vi.fn() }));
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: sales }));

const callableError = (code: string, message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}` });
const bought = {
  purchaseId: 'pur-0123456789abcdef0123',
  accessKey: 'key-1',
  ticketIds: ['A1B2C3D4E5F6A7B8C9D0', 'F0E1D2C3B4A596877869'],
  totalPence: 2400,
};

const buyForm = () => screen.getByRole('form', { name: 'Tickets' });

/** The form loads when the buyer presses Choose tickets, not with the page. */
async function startBuying() {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose tickets' }));
  return screen.findByRole('form', { name: 'Tickets' });
}

// Keys typed one after another without a timer between them: the form still sees every keystroke, and a busy CI
// machine running the emulator tier beside this one no longer pushes a whole purchase past the test's time limit.
const typist = userEvent.setup({ delay: null });

async function fillBuyer() {
  await typist.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await typist.type(screen.getByLabelText('Email'), 'ada@example.com');
}

async function fillCard(number = '4242 4242 4242 4242') {
  await typist.type(screen.getByLabelText('Cardholder Name'), 'Ada Lovelace');
  await typist.type(screen.getByLabelText('Card Number'), number);
  await userEvent.selectOptions(screen.getByLabelText('Expiry Month'), '12');
  await userEvent.selectOptions(screen.getByLabelText('Expiry Year'), String(new Date().getFullYear() + 1));
  await typist.type(screen.getByLabelText('CVC'), '123');
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('PublicEventPage', () => {
  it('shows what, when and where, the pictures, and each package with its price and tickets left', async () => {
    sales.getSale.mockResolvedValue(saleOf());
    openShop('/e/evt-salsa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
    expect(sales.getSale).toHaveBeenCalledWith('evt-salsa');
    expect(screen.getByText('Monday, 2 Jun 2031')).toBeInTheDocument();
    expect(screen.getByText('7:00 PM')).toBeInTheDocument();
    expect(screen.getByText('3 hr 0 min')).toBeInTheDocument();
    expect(screen.getByText('Camden Dance Hall')).toBeInTheDocument();
    expect(screen.getByText('12 Camden Road, London NW1 9DP')).toBeInTheDocument();
    expect(screen.getByText(/An evening of salsa in Camden/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pictures of Salsa Social Tonight' })).toBeInTheDocument();
    // Before the buyer starts, the packages are read only, and no form or card field has loaded.
    expect(screen.queryByRole('form', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(screen.getByText('Standard').closest('li')).toHaveTextContent('£12.00');
    expect(screen.getByText('Standard').closest('li')).toHaveTextContent('78 tickets left');
    await startBuying();
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveFocus();
    const standard = screen.getByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    expect(standard.closest('label')).toHaveTextContent('£12.00');
    expect(standard.closest('label')).toHaveTextContent('78 tickets left');
    expect(screen.getByRole('radio', { name: /VIP/ }).closest('label')).toHaveTextContent('£24.00');
    expect(document.title).toBe('Salsa Social Tonight | GigVenue');
  });

  it('sells two tickets with the simulated card and opens them', async () => {
    sales.getSale.mockResolvedValue(saleOf());
    sales.buy.mockResolvedValue(bought);
    sales.getPurchase.mockResolvedValue(purchaseOf());
    openShop('/e/evt-salsa');
    await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' });
    await startBuying();

    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '2');
    expect(within(buyForm()).getByRole('status', { name: 'Total' })).toHaveTextContent('£24.00');
    await fillBuyer();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £24.00' }));

    expect(await screen.findByText(/Thank you! Your tickets are below/)).toBeInTheDocument();
    expect(sales.buy).toHaveBeenCalledTimes(1);
    expect(sales.buy).toHaveBeenCalledWith({
      eventId: 'evt-salsa',
      packageIndex: 0,
      quantity: 2,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      cardToken: 'tok_sim_visa_4242',
      requestId: expect.stringMatching(/^req-/),
    });
    expect(sales.getPurchase).toHaveBeenCalledWith('pur-0123456789abcdef0123', 'key-1');
    expect(await screen.findAllByRole('img', { name: /^QR code of ticket/ })).toHaveLength(2);
  });

  it('opens the form for a Choose tickets pressed before the page hydrated (the address holds the press)', async () => {
    sales.getSale.mockResolvedValue(saleOf());
    openShop('/e/evt-salsa#choose-tickets');
    expect(await screen.findByRole('form', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('asks no card for free tickets', async () => {
    sales.getSale.mockResolvedValue(
      saleOf({ packages: [{ index: 0, detail: 'Community', price: 0, ticketsLeft: 40 }] }),
    );
    sales.buy.mockResolvedValue({ ...bought, totalPence: 0 });
    sales.getPurchase.mockResolvedValue(purchaseOf());
    openShop('/e/evt-salsa');
    await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' });
    await startBuying();
    expect(screen.getByRole('radio', { name: /Community/ }).closest('label')).toHaveTextContent('Free');
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Get free tickets' }));
    await screen.findByText(/Thank you!/);
    expect(sales.buy.mock.calls[0][0]).not.toHaveProperty('cardToken');
  });

  it("says what is missing in the spec's words before anything is sent", async () => {
    sales.getSale.mockResolvedValue(saleOf());
    openShop('/e/evt-salsa');
    await startBuying();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £12.00' }));
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Cardholder Name required')).toBeInTheDocument();
    expect(screen.getByText('CVC required')).toBeInTheDocument();
    expect(sales.buy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, keeps what was typed and retries under the same request id", async () => {
    sales.getSale.mockResolvedValue(saleOf());
    sales.buy.mockRejectedValueOnce(
      callableError('failed-precondition', 'The payment provider did not answer.'),
    );
    openShop('/e/evt-salsa');
    await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' });
    await startBuying();
    await userEvent.click(screen.getByRole('radio', { name: /VIP/ }));
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '2');
    await fillBuyer();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £48.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('radio', { name: /VIP/ })).toBeChecked();
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
    // The refusal reloads the stock, and the page stays as it was.
    expect(sales.getSale).toHaveBeenCalledTimes(2);

    sales.buy.mockRejectedValueOnce(
      callableError('failed-precondition', 'Sorry! Only 1 tickets left for VIP.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay £48.00' }));
    expect(await screen.findByText('Sorry! Only 1 tickets left for VIP.')).toBeInTheDocument();
    const [first, second] = sales.buy.mock.calls.map(([request]) => request.requestId);
    expect(second).toBe(first);
  });

  it('refuses a declined card with its message', async () => {
    sales.getSale.mockResolvedValue(saleOf());
    sales.buy.mockRejectedValueOnce(callableError('failed-precondition', 'Your card was declined.'));
    openShop('/e/evt-salsa');
    await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' });
    await startBuying();
    await fillBuyer();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(sales.buy.mock.calls[0][0]).toMatchObject({ cardToken: 'tok_sim_declined' });
  });

  it('says when the event is sold out or not on sale, and offers no form', async () => {
    sales.getSale.mockResolvedValueOnce(saleOf({ ticketsLeft: 0 }));
    const { unmount } = openShop('/e/evt-salsa');
    expect(await screen.findByText('Sorry! This event is sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    unmount();

    sales.getSale.mockResolvedValueOnce(saleOf({ onSale: false }));
    openShop('/e/evt-salsa');
    expect(await screen.findByText('Tickets are not on sale for this event.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
  });

  it('says a cancelled event was cancelled and sells nothing', async () => {
    sales.getSale.mockResolvedValue(saleOf({ cancelled: true }));
    openShop('/e/evt-salsa');
    expect(
      await screen.findByText('This event has been cancelled. No tickets are sold.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy tickets' })).not.toBeInTheDocument();
  });

  it('cannot choose a sold-out package', async () => {
    sales.getSale.mockResolvedValue(
      saleOf({
        packages: [
          { index: 0, detail: 'Standard', price: 12, ticketsLeft: 0 },
          { index: 1, detail: 'VIP', price: 24, ticketsLeft: 2 },
        ],
      }),
    );
    openShop('/e/evt-salsa');
    await startBuying();
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /VIP/ })).toBeChecked();
    expect(
      within(screen.getByLabelText('Quantity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['How many?', '1', '2']);
  });

  it("answers an unknown event with the spec's empty state, and a failed load with a retry", async () => {
    sales.getSale.mockRejectedValueOnce(callableError('not-found', 'No Event Details'));
    const { unmount } = openShop('/e/ghost');
    expect(await screen.findByText('No Event Details')).toBeInTheDocument();
    unmount();

    sales.getSale.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(saleOf());
    openShop('/e/evt-salsa');
    expect(await screen.findByText('The event could not be loaded: offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
  });
});
