import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ProfilePage from '../ProfilePage';
import { managerOf, signedIn, userOf } from './fixtures';

// Pages never import services; the sagas reach these stand-ins through the mocked modules.
const { accountsService, storageService, categoriesService, authService } = vi.hoisted(() => ({
  accountsService: { update: vi.fn() },
  storageService: { upload: vi.fn() },
  categoriesService: { list: vi.fn() },
  authService: { sendPasswordReset: vi.fn() },
}));
vi.mock('@/services/accounts.service', () => ({ accountsService }));
vi.mock('@/services/storage.service', () => ({ storageService }));
vi.mock('@/services/categories.service', () => ({ categoriesService }));
vi.mock('@/services/auth.service', () => ({ authService }));

// jsdom has no object URLs; previews only need a string.
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  vi.mocked(accountsService.update).mockReset().mockResolvedValue(undefined);
  vi.mocked(storageService.upload)
    .mockReset()
    .mockImplementation(async (_prefix: string, file: File) => `https://files/${file.name}`);
  vi.mocked(categoriesService.list)
    .mockReset()
    .mockResolvedValue([
      { id: 'dj', name: 'DJ' },
      { id: 'host', name: 'Event Host' },
    ]);
  vi.mocked(authService.sendPasswordReset).mockReset().mockResolvedValue(undefined);
});

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
// The field's label also names its list of previews, so the file input is picked out.
const dropArea = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('ProfilePage tabs', () => {
  it('offers three tabs, Profile first, and moves between them with the arrow keys', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Configurations', 'Change Password']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile');

    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Configurations' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Configurations');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });
});

describe('ProfilePage, venue owner or organizer', () => {
  it('shows the stored profile with a read-only e-mail and no manager fields', () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf({ role: 'eventOrganizer' })) });
    expect(screen.getByLabelText('Name')).toHaveValue('Olivia Owner');
    expect(screen.getByLabelText('Number')).toHaveValue('0123');
    // Hidden tabs stay mounted, so the visible panel is the one to look in.
    const email = within(screen.getByRole('tabpanel')).getByLabelText('Email');
    expect(email).toHaveValue('olivia@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Bio/Description')).not.toBeInTheDocument();
    expect(screen.queryByText('Previous work')).not.toBeInTheDocument();
  });

  it('asks for name and number with the owner messages', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Number'));
    await save();
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Number')).toBeInTheDocument();
    expect(accountsService.update).not.toHaveBeenCalled();
  });

  it('uploads a new avatar, saves only profile fields and shows the banner for three seconds', async () => {
    // Fake timers that still advance on their own, so the banner's three seconds can be stepped through.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    await userEvent.upload(dropArea('Profile picture'), png('me.png'));
    expect(await screen.findByRole('img', { name: 'me.png' })).toHaveAttribute('src', 'blob:me.png');
    // One picture fills the avatar field, so no drop area is left.
    expect(screen.queryByLabelText('Profile picture', { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), ' Olivia O ');
    await save();

    expect(await screen.findByText('Profile Update Successfully')).toBeInTheDocument();
    expect(storageService.upload).toHaveBeenCalledWith(
      'profileImage/u1',
      expect.any(File),
      expect.any(Function),
    );
    expect(accountsService.update).toHaveBeenCalledWith('u1', {
      name: 'Olivia O',
      number: '0123',
      img: 'https://files/me.png',
    });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Profile Update Successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Profile Update Successfully')).not.toBeInTheDocument();
  });

  it('removes the avatar', async () => {
    renderWithProviders(<ProfilePage />, {
      preloadedState: signedIn(userOf({ img: 'https://files/old.png' })),
    });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://files/old.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Profile picture' }));
    await save();
    await waitFor(() =>
      expect(accountsService.update).toHaveBeenCalledWith('u1', expect.objectContaining({ img: '' })),
    );
    expect(storageService.upload).not.toHaveBeenCalled();
  });

  it('says so when saving fails, and why', async () => {
    vi.mocked(accountsService.update).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    await save();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(banner).getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('refuses a file type the avatar does not take', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    await userEvent.upload(dropArea('Profile picture'), gif, { applyAccept: false });
    expect(
      await screen.findByText('anim.gif: only PNG, JPG and JPEG images are allowed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'anim.gif' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage, event manager', () => {
  it('shows the manager fields filled from the profile, with categories from the collection', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(managerOf()) });
    expect(screen.getByLabelText('Bio/Description')).toHaveValue('Salsa nights');
    expect(screen.getByLabelText('Experience (years)')).toHaveValue(10);
    expect(screen.getByLabelText('Address line 1')).toHaveValue('221 Camden High Street');
    const category = screen.getByLabelText('Category');
    expect(await within(category).findByRole('option', { name: 'Event Host' })).toBeInTheDocument();
    expect(category).toHaveValue('DJ');
    expect(screen.getByRole('img', { name: 'Previous work 1' })).toHaveAttribute(
      'src',
      'https://files/a.png',
    );
    expect(screen.getByRole('img', { name: 'Previous work 2' })).toHaveAttribute(
      'src',
      'https://files/b.png',
    );
  });

  it('says why the categories could not be loaded and loads them again on request', async () => {
    vi.mocked(categoriesService.list)
      .mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'))
      .mockResolvedValueOnce([{ id: 'host', name: 'Event Host' }]);
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(managerOf()) });
    const warning = await screen.findByText('Categories could not be loaded.');
    expect(screen.getByText('Failed to get document because the client is offline.')).toBeInTheDocument();
    await userEvent.click(
      within(warning.closest('.alert') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(
      await within(screen.getByLabelText('Category')).findByRole('option', { name: 'Event Host' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Categories could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps a category that has since left the list selectable, so saving keeps it', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(managerOf({ category: 'Juggler' })) });
    const category = screen.getByLabelText('Category');
    expect(await within(category).findByRole('option', { name: 'Event Host' })).toBeInTheDocument();
    expect(category).toHaveValue('Juggler');
    await save();
    await waitFor(() =>
      expect(accountsService.update).toHaveBeenCalledWith(
        'm1',
        expect.objectContaining({ category: 'Juggler' }),
      ),
    );
  });

  it('shows the manager messages for emptied fields', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(managerOf()) });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Number'));
    await userEvent.clear(screen.getByLabelText('Bio/Description'));
    await userEvent.clear(screen.getByLabelText('Address line 1'));
    await userEvent.selectOptions(screen.getByLabelText('Category'), '');
    await save();
    for (const message of [
      'Name is required',
      'Number is required',
      'Bio/Description is required',
      'Category is required',
      'Location is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(accountsService.update).not.toHaveBeenCalled();
  });

  it('adds and deletes previous work, offering uploads only below five', async () => {
    const three = ['https://files/1.png', 'https://files/2.png', 'https://files/3.png'];
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(managerOf({ prevAttachments: three })) });
    await userEvent.upload(dropArea('Previous work'), [png('gig-a.png'), png('gig-b.png')]);
    expect(await screen.findByRole('img', { name: 'gig-b.png' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Previous work', { selector: 'input' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Previous work 2' }));
    expect(dropArea('Previous work')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Event Host' }),
    );
    await save();

    expect(await screen.findByText('Profile Update Successfully')).toBeInTheDocument();
    expect(storageService.upload).toHaveBeenCalledTimes(2);
    expect(accountsService.update).toHaveBeenCalledWith('m1', {
      name: 'Marco Manager',
      number: '0123',
      bio: 'Salsa nights',
      experience: { years: 10, months: 0 },
      category: 'Event Host',
      location: null,
      address: '221 Camden High Street',
      helpingAddress: {},
      img: '',
      prevAttachments: [
        'https://files/1.png',
        'https://files/3.png',
        'https://files/gig-a.png',
        'https://files/gig-b.png',
      ],
    });
  });
});

describe('ProfilePage, Configurations tab', () => {
  it('lists every config value read-only, with the note on the percentages', async () => {
    const config = {
      isCashPaymentsAllowed: true,
      noFreeEvents: false,
      ordersPercantage: 10,
      perTicketPercentage: 5,
      platformFees: 2.5,
      featuredEventsTaxPercentage: 2,
    };
    // noOfFeaturedEventsAllowed is left unset on purpose: the spec shows 0 then.
    renderWithProviders(<ProfilePage />, {
      preloadedState: signedIn(userOf({ config: config as ReturnType<typeof userOf>['config'] })),
    });
    await openTab('Configurations');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Cash payments allowed', 'Yes'],
      ['Free events not allowed', 'No'],
      ['Orders percentage', '10%'],
      ['Per-ticket percentage', '5%'],
      ['Platform fee', '2.5%'],
      ['Featured event percentage', '2%'],
      ['Featured events allowed', '0'],
      ['Featured events left', '0'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/orders percentage \(10%\) is deducted from order amounts/)).toBeInTheDocument();
    expect(
      screen.getByText('The platform fee (2.5%) goes to the card payment provider.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/featured-event percentage \(2%\) is charged on top of the platform fee/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/per-ticket percentage \(5%\) is charged to organisers per ticket sale/),
    ).toBeInTheDocument();
  });
});

describe('ProfilePage, Configurations tab, featured events', () => {
  it('shows the featured events the allowance still leaves, from the count the server keeps', async () => {
    const user = userOf({ featuredEventsUsed: 1 });
    renderWithProviders(<ProfilePage />, {
      preloadedState: signedIn({ ...user, config: { ...user.config, noOfFeaturedEventsAllowed: 3 } }),
    });
    await openTab('Configurations');
    expect(screen.getByRole('row', { name: 'Featured events allowed 3' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Featured events left 2' })).toBeInTheDocument();
  });

  it('shows none left, never fewer, once the allowance is used up', async () => {
    const user = userOf({ featuredEventsUsed: 4 });
    renderWithProviders(<ProfilePage />, {
      preloadedState: signedIn({ ...user, config: { ...user.config, noOfFeaturedEventsAllowed: 2 } }),
    });
    await openTab('Configurations');
    expect(screen.getByRole('row', { name: 'Featured events left 0' })).toBeInTheDocument();
  });
});

describe('ProfilePage, Change Password tab', () => {
  it('sends the reset e-mail to the signed-in address, reading Sending... while busy', async () => {
    let finish: () => void = () => {};
    vi.mocked(authService.sendPasswordReset).mockReturnValue(
      new Promise<void>((resolve) => (finish = resolve)),
    );
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    await openTab('Change Password');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText('Enter your Email and instructions will be sent to you!'),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Email')).toHaveValue('olivia@example.com');
    expect(within(panel).getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(await within(panel).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    expect(await within(panel).findByText('Reset password settings send to your email.')).toBeInTheDocument();
    expect(authService.sendPasswordReset).toHaveBeenCalledWith('olivia@example.com');
  });

  it('says when the e-mail could not be sent, and why', async () => {
    vi.mocked(authService.sendPasswordReset).mockRejectedValue(
      new Error('Firebase: Error (auth/network-request-failed).'),
    );
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn(userOf()) });
    await openTab('Change Password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const alert = await within(screen.getByRole('tabpanel')).findByRole('alert');
    expect(within(alert).getByText('Something went wrong!')).toBeInTheDocument();
    expect(within(alert).getByText('Firebase: Error (auth/network-request-failed).')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
