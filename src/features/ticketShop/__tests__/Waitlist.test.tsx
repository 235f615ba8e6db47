import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseOf, saleOf } from '../slice/__tests__/fixtures';
import { openShop } from './renderShop';

const sales = vi.hoisted(() => ({ getSale: vi.fn(), buy: vi.fn(), getPurchase: vi.fn() }));
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: sales }));
const waitlist = vi.hoisted(() => ({ join: vi.fn(), getOffer: vi.fn(), subscribeForEvent: vi.fn() }));
vi.mock('@/services/waitlist.service', () => ({ waitlistService: waitlist }));

/** A callable's refusal as the Functions SDK throws it: its reason and figures in details. */
const refusal = (reason: string, params: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${reason} [400]`), {
    code: 'functions/failed-precondition',
    details: { reason, params },
  });

const typist = userEvent.setup({ delay: null });

/** Standard sold out, VIP still on sale. */
const standardSoldOut = () =>
  saleOf({
    packages: [
      { index: 0, detail: 'Standard', price: 12, ticketsLeft: 0 },
      { index: 1, detail: 'VIP', price: 24, ticketsLeft: 2 },
    ],
  });

const OFFER_LINK = { entryId: 'evt-salsa_0_0a1b2c3d4e5f6a7b', key: 'k1l2m3n4o5p6q7r8s9t0uv' };
const offerUrl = `/e/evt-salsa#offer=${OFFER_LINK.entryId}.${OFFER_LINK.key}`;
// 2 June 2031, 19:35 in London (BST).
const HELD_UNTIL = Date.UTC(2031, 5, 2, 18, 35);

async function joinForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
  return screen.findByRole('form', { name: 'Join the waitlist' });
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the waitlist on the public page', () => {
  it('opens the form for a Join the waitlist pressed before the page hydrated (the address holds the press)', async () => {
    sales.getSale.mockResolvedValue(standardSoldOut());
    openShop('/e/evt-salsa#join-waitlist');
    expect(await screen.findByRole('form', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('is offered only when a package or the event has nothing left', async () => {
    sales.getSale.mockResolvedValueOnce(saleOf());
    const { unmount } = openShop('/e/evt-salsa');
    await screen.findByRole('button', { name: 'Choose tickets' });
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    unmount();

    sales.getSale.mockResolvedValueOnce(saleOf({ onSale: false, ticketsLeft: 0 }));
    const closed = openShop('/e/evt-salsa');
    await screen.findByText('Tickets are not on sale for this event.');
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    closed.unmount();

    sales.getSale.mockResolvedValueOnce(standardSoldOut());
    openShop('/e/evt-salsa');
    await joinForm();
    // Only the sold-out package can be waited for: VIP is bought instead.
    expect(
      within(screen.getByLabelText('Package'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Which package?', 'Standard']);
  });

  it('joins a sold-out event and tells the place in line', async () => {
    sales.getSale.mockResolvedValue(saleOf({ ticketsLeft: 0 }));
    waitlist.join.mockResolvedValue({ entryId: 'evt-salsa_1_x', position: 3 });
    openShop('/e/evt-salsa');
    expect(await screen.findByText('Sorry! This event is sold out.')).toBeInTheDocument();
    const form = await joinForm();
    expect(screen.getByLabelText('Package')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('Package'), 'VIP');
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '2');
    await typist.type(screen.getByLabelText('Your name'), 'Cleo');
    await typist.type(screen.getByLabelText('Email'), 'cleo@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the waitlist' }));

    expect(
      await screen.findByText(
        'You are number 3 in line for VIP. We will e-mail you if tickets come back; they are then held for you for 30 minutes.',
      ),
    ).toBeInTheDocument();
    expect(waitlist.join).toHaveBeenCalledWith({
      eventId: 'evt-salsa',
      packageIndex: 1,
      quantity: 2,
      name: 'Cleo',
      email: 'cleo@example.com',
    });
  });

  it('checks the fields as the buy form does, and shows a refusal in its words', async () => {
    sales.getSale.mockResolvedValue(standardSoldOut());
    waitlist.join.mockRejectedValue(refusal('waitlistNotSoldOut', { detail: 'Standard' }));
    openShop('/e/evt-salsa');
    const form = await joinForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    expect(waitlist.join).not.toHaveBeenCalled();

    await typist.type(screen.getByLabelText('Your name'), 'Cleo');
    await typist.type(screen.getByLabelText('Email'), 'cleo@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tickets of Standard are still on sale: buy them instead.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Cleo');
  });
});

describe("a waitlist offer's link", () => {
  it('shows the held tickets and buys exactly those, with the offer', async () => {
    sales.getSale.mockResolvedValue(saleOf({ ticketsLeft: 0 }));
    waitlist.getOffer.mockResolvedValue({
      eventId: 'evt-salsa',
      packageIndex: 1,
      quantity: 2,
      heldUntil: HELD_UNTIL,
    });
    sales.buy.mockResolvedValue({
      purchaseId: 'pur-0123456789abcdef0123',
      accessKey: 'key-1',
      ticketIds: ['A1B2C3D4E5F6A7B8C9D0'],
      totalPence: 2400,
    });
    sales.getPurchase.mockResolvedValue(purchaseOf());
    openShop(offerUrl);

    expect(await screen.findByText('2 tickets of VIP are held for you until 19:35.')).toBeInTheDocument();
    expect(waitlist.getOffer).toHaveBeenCalledWith(OFFER_LINK);
    expect(screen.queryByText('Sorry! This event is sold out.')).not.toBeInTheDocument();
    await screen.findByRole('form', { name: 'Tickets' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1']);
    expect(screen.getByRole('radio', { name: /VIP/ })).toBeChecked();
    expect(
      within(screen.getByLabelText('Quantity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['How many?', '1', '2']);
    await typist.type(screen.getByLabelText('Your name'), 'Cleo');
    await typist.type(screen.getByLabelText('Email'), 'cleo@example.com');
    await typist.type(screen.getByLabelText('Cardholder Name'), 'Cleo');
    await typist.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.selectOptions(screen.getByLabelText('Expiry Month'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Expiry Year'), String(new Date().getFullYear() + 1));
    await typist.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £24.00' }));

    await screen.findByText(/Thank you!/);
    expect(sales.buy).toHaveBeenCalledWith(
      expect.objectContaining({ packageIndex: 1, quantity: 1, offer: OFFER_LINK }),
    );
  });

  it('says why a refused offer holds nothing, and shows the normal page', async () => {
    sales.getSale.mockResolvedValue(saleOf());
    waitlist.getOffer.mockRejectedValue(refusal('waitlistOfferLapsed'));
    openShop(offerUrl);
    expect(
      await screen.findByText('This offer has lapsed: its tickets passed to the next person in line.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose tickets' })).toBeInTheDocument();
  });
});
