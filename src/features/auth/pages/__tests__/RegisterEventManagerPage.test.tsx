import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import RegisterEventManagerPage from '../RegisterEventManagerPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService, accountsService, storageService, categoriesService } = vi.hoisted(() => ({
  authService: { signUp: vi.fn(), signOut: vi.fn(), deleteCurrentUser: vi.fn() },
  accountsService: { create: vi.fn() },
  storageService: { upload: vi.fn() },
  categoriesService: { list: vi.fn() },
}));
vi.mock('@/services/auth.service', () => ({ authService }));
vi.mock('@/services/accounts.service', () => ({ accountsService }));
vi.mock('@/services/storage.service', () => ({ storageService }));
vi.mock('@/services/categories.service', () => ({ categoriesService }));

// jsdom has no object URLs; previews only need a string.
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

beforeEach(() => {
  vi.mocked(categoriesService.list)
    .mockReset()
    .mockResolvedValue([
      { id: 'c1', name: 'DJ' },
      { id: 'c2', name: 'Host' },
    ]);
  vi.mocked(authService.signUp).mockReset().mockResolvedValue('m1');
  vi.mocked(authService.signOut).mockReset().mockResolvedValue(undefined);
  vi.mocked(authService.deleteCurrentUser).mockReset().mockResolvedValue(undefined);
  vi.mocked(accountsService.create).mockReset().mockResolvedValue(undefined);
  vi.mocked(storageService.upload).mockReset();
});

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterEventManagerPage', () => {
  it('shows every required message when submitted empty', async () => {
    renderWithProviders(<RegisterEventManagerPage />);
    await submit();
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    for (const message of [
      'Please Enter Your Email',
      'Please Enter Your Number',
      'Please Enter Your Password',
      'Please Enter Your Bio/Description',
      'Location must required',
      'Select category',
      'Atleast one attachment required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('fills the category select from the categories collection', async () => {
    renderWithProviders(<RegisterEventManagerPage />);
    const select = screen.getByLabelText('Category');
    expect(await within(select).findByRole('option', { name: 'DJ' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Host' })).toBeInTheDocument();
  });

  it('previews attachments, removes them and stops offering uploads at five', async () => {
    renderWithProviders(<RegisterEventManagerPage />);
    const input = screen.getByLabelText('Previous work');
    await userEvent.upload(input, [photo('1.jpg'), photo('2.jpg')]);
    expect(await screen.findByRole('img', { name: '1.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1.jpg' }));
    expect(screen.queryByRole('img', { name: '1.jpg' })).not.toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Previous work'),
      ['3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)),
    );
    expect(await screen.findByRole('img', { name: '6.jpg' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
    expect(screen.queryByLabelText('Previous work')).not.toBeInTheDocument();
  });

  it('uploads the images and writes the manager profile', async () => {
    vi.mocked(storageService.upload).mockImplementation(
      async (_prefix, file) => `https://files/${file.name}`,
    );
    renderWithProviders(<RegisterEventManagerPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Max');
    await userEvent.type(screen.getByLabelText('Email'), 'max@example.com');
    await userEvent.type(screen.getByLabelText('Number'), '0123');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Bio/Description'), 'DJ and host');
    await userEvent.type(screen.getByLabelText('Location'), '1 High Street, London');
    await userEvent.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'DJ' }),
    );
    await userEvent.clear(screen.getByLabelText('Experience (years)'));
    await userEvent.type(screen.getByLabelText('Experience (years)'), '3');
    await userEvent.upload(screen.getByLabelText('Previous work'), photo('gig.jpg'));
    await screen.findByRole('img', { name: 'gig.jpg' });
    await submit();
    expect(await screen.findByText('Register User Successfully')).toBeInTheDocument();
    expect(storageService.upload).toHaveBeenCalledWith('profileImage/m1', expect.any(File));
    expect(accountsService.create).toHaveBeenCalledWith('m1', {
      email: 'max@example.com',
      name: 'Max',
      number: '0123',
      img: '',
      role: 'eventManager',
      isAppUser: false,
      bio: 'DJ and host',
      location: null,
      address: '1 High Street, London',
      helpingAddress: {},
      category: 'DJ',
      experience: { years: 3, months: 0 },
      prevAttachments: ['https://files/gig.jpg'],
    });
  });

  it('deletes the new login and shows the error when saving fails', async () => {
    vi.mocked(storageService.upload).mockResolvedValue('https://files/x.jpg');
    vi.mocked(accountsService.create).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<RegisterEventManagerPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Max');
    await userEvent.type(screen.getByLabelText('Email'), 'max@example.com');
    await userEvent.type(screen.getByLabelText('Number'), '0123');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Bio/Description'), 'DJ');
    await userEvent.type(screen.getByLabelText('Location'), 'London');
    await userEvent.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Host' }),
    );
    await userEvent.upload(screen.getByLabelText('Previous work'), photo('gig.jpg'));
    await screen.findByRole('img', { name: 'gig.jpg' });
    await submit();
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(authService.deleteCurrentUser).toHaveBeenCalled();
  });
});
