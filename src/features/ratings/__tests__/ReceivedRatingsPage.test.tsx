import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import i18n, { changeLanguage } from '@/app/i18n';
import type { Rating } from '@/domain/rating';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ReceivedRatingsPage from '../pages/ReceivedRatingsPage';

const ratings = vi.hoisted(() => ({ listReceived: vi.fn(), reply: vi.fn() }));
vi.mock('@/services/ratings.service', () => ({ ratingsService: ratings }));

afterEach(() => {
  vi.resetAllMocks();
});

const rating = (id: string, overrides: Partial<Rating> = {}): Rating => ({
  id,
  orderId: id,
  eventTitle: 'Salsa Social Tonight',
  raterName: 'Orla Organizer',
  targetType: 'manager',
  targetId: 'manager-1',
  ratedUid: 'manager-1',
  stars: 3,
  text: 'Started late',
  createdAt: Date.UTC(2031, 5, 2),
  reply: null,
  ...overrides,
});

describe('ReceivedRatingsPage', () => {
  it("lists the account's ratings and lets it reply once to each, publicly", async () => {
    const user = userEvent.setup();
    ratings.listReceived.mockResolvedValueOnce({
      items: [rating('r2'), rating('r1', { stars: 5, text: 'Superb', reply: { text: 'Thank you!', at: 1 } })],
      cursor: null,
    });
    ratings.reply.mockResolvedValueOnce(undefined);
    renderWithProviders(<ReceivedRatingsPage />, {
      preloadedState: signedInState('eventManager', { id: 'manager-1' }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Ratings received' })).toBeInTheDocument();
    const [late, superb] = await screen.findAllByRole('listitem');
    expect(ratings.listReceived).toHaveBeenCalledWith('manager-1', null);
    expect(within(superb).getByText('Thank you!')).toBeInTheDocument();
    expect(within(superb).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await user.click(within(late).getByRole('button', { name: 'Reply' }));
    await user.type(within(late).getByLabelText('Your public reply'), 'The hall opened late; sorry!');
    await user.click(within(late).getByRole('button', { name: 'Send reply' }));
    expect(await within(late).findByText('The hall opened late; sorry!')).toBeInTheDocument();
    expect(ratings.reply).toHaveBeenCalledWith('r2', 'The hall opened late; sorry!');
    expect(within(late).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a second reply", async () => {
    const user = userEvent.setup();
    ratings.listReceived.mockResolvedValueOnce({ items: [rating('r1')], cursor: null });
    ratings.reply.mockRejectedValueOnce(
      Object.assign(new Error('This rating already has a reply. [400]'), {
        code: 'functions/failed-precondition',
      }),
    );
    renderWithProviders(<ReceivedRatingsPage />, {
      preloadedState: signedInState('venueOwner', { id: 'manager-1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your public reply'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This rating already has a reply.')).toBeInTheDocument();
  });

  it('re-words the refusal shown under the reply when the language changes', async () => {
    const user = userEvent.setup();
    ratings.listReceived.mockResolvedValueOnce({ items: [rating('r1')], cursor: null });
    ratings.reply.mockRejectedValueOnce(
      Object.assign(new Error('This rating already has a reply. [400]'), {
        code: 'functions/failed-precondition',
        details: { reason: 'ratingAlreadyReplied', params: {} },
      }),
    );
    renderWithProviders(<ReceivedRatingsPage />, {
      preloadedState: signedInState('venueOwner', { id: 'manager-1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your public reply'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This rating already has a reply.')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('de'));
      expect(
        await screen.findByText(i18n.t('errors:ratingAlreadyReplied', { lng: 'de' })),
      ).toBeInTheDocument();
      expect(screen.queryByText('This rating already has a reply.')).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
