import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import RegisterEventOrganizerPage from '../RegisterEventOrganizerPage';
import RegisterPage from '../RegisterPage';
import RegisterVenueOwnerPage from '../RegisterVenueOwnerPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService, accountsService, storageService } = vi.hoisted(() => ({
  authService: { signUp: vi.fn(), signOut: vi.fn(), deleteCurrentUser: vi.fn() },
  accountsService: { create: vi.fn(), update: vi.fn() },
  storageService: { upload: vi.fn() },
}));
vi.mock('@/services/auth.service', () => ({ authService }));
vi.mock('@/services/accounts.service', () => ({ accountsService }));
vi.mock('@/services/storage.service', () => ({ storageService }));

beforeEach(() => {
  vi.mocked(authService.signUp).mockReset().mockResolvedValue('u1');
  vi.mocked(authService.signOut).mockReset().mockResolvedValue(undefined);
  vi.mocked(authService.deleteCurrentUser).mockReset().mockResolvedValue(undefined);
  vi.mocked(accountsService.create).mockReset().mockResolvedValue(undefined);
  vi.mocked(storageService.upload).mockReset();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
// A drop zone's label also names its list of previews, so the file input is picked out.
const dropArea = (label: string) => screen.getByLabelText(label, { selector: 'input' });

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

describe('RegisterPage (generic)', () => {
  it('requires email, username and password', async () => {
    renderWithProviders(<RegisterPage />);
    await submit();
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Username')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Password')).toBeInTheDocument();
  });

  it('registers an organizer named after the username', async () => {
    renderWithProviders(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'ann');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await submit();
    expect(await screen.findByText('Register User Successfully')).toBeInTheDocument();
    expect(accountsService.create).toHaveBeenCalledWith('u1', {
      email: 'ann@example.com',
      name: 'ann',
      number: '',
      img: '',
      role: 'eventOrganizer',
      isAppUser: false,
    });
  });
});

describe.each([
  ['venue owner', RegisterVenueOwnerPage, 'venueOwner'],
  ['event organizer', RegisterEventOrganizerPage, 'eventOrganizer'],
] as const)('Register %s page', (_name, Page, role) => {
  it('shows every required message when submitted empty', async () => {
    renderWithProviders(<Page />);
    await submit();
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Number')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(authService.signUp).not.toHaveBeenCalled();
  });

  it('registers, signs out and says the account is under verification', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Number'), '0123');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByLabelText(/combined user account/));
    await submit();
    expect(await screen.findByText('Register User Successfully')).toBeInTheDocument();
    expect(screen.getByText('Your account is under verification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(accountsService.create).toHaveBeenCalledWith('u1', {
      email: 'ann@example.com',
      name: 'Ann',
      number: '0123',
      img: '',
      role,
      isAppUser: true,
    });
    expect(authService.signOut).toHaveBeenCalled();
  });

  it('says when the email is already registered', async () => {
    vi.mocked(authService.signUp).mockRejectedValue(
      Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' }),
    );
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Number'), '0123');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await submit();
    expect(await screen.findByText('Email already exists.')).toBeInTheDocument();
  });

  it('rejects a short password and a profile picture of another type', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByLabelText('Password'), '123');
    const cv = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(dropArea('Profile image'), cv, { applyAccept: false });
    await submit();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('cv.pdf: only PNG, JPG and JPEG images are allowed')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'cv.pdf' })).not.toBeInTheDocument();
  });

  it('uploads a chosen profile picture once the login exists', async () => {
    vi.mocked(storageService.upload).mockImplementation(
      async (_prefix: string, file: File) => `https://files/${file.name}`,
    );
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Number'), '0123');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.upload(dropArea('Profile image'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'me.png' })).toBeInTheDocument();
    // One picture fills the field, so no drop area is left.
    expect(screen.queryByLabelText('Profile image', { selector: 'input' })).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Register User Successfully')).toBeInTheDocument();
    expect(storageService.upload).toHaveBeenCalledWith(
      'profileImage/u1',
      expect.any(File),
      expect.any(Function),
    );
    expect(accountsService.create).toHaveBeenCalledWith('u1', expect.objectContaining({ img: '' }));
    expect(accountsService.update).toHaveBeenCalledWith('u1', { img: 'https://files/me.png' });
  });
});
