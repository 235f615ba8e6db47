import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import RegisterEventManagerPage from '../RegisterEventManagerPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService, accountsService, storageService, categoriesService } = vi.hoisted(() => ({
  authService: { signUp: vi.fn(), signOut: vi.fn(), deleteCurrentUser: vi.fn() },
  accountsService: { create: vi.fn(), update: vi.fn() },
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
  vi.mocked(accountsService.update).mockReset().mockResolvedValue(undefined);
  vi.mocked(storageService.upload).mockReset();
});

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
// A drop zone's label also names its list of previews, so the file input is picked out.
const dropArea = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** Types a whole value as one paste: per-key typing re-validates the form on every key, which is slow. */
async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillIn({ category = 'DJ' } = {}) {
  await enter('Name', 'Max');
  await enter('Email', 'max@example.com');
  await enter('Number', '0123');
  await enter('Password', 'secret1');
  await enter('Bio/Description', 'DJ and host');
  await enter('Address line 1', '1 High Street');
  await enter('Town or city', 'London');
  await userEvent.selectOptions(
    screen.getByLabelText('Category'),
    await screen.findByRole('option', { name: category }),
  );
  await userEvent.upload(dropArea('Previous work'), photo('gig.jpg'));
  await screen.findByRole('img', { name: 'gig.jpg' });
}

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
    expect(authService.signUp).not.toHaveBeenCalled();
  });

  it('asks for the location as an address form while no Maps key is configured', async () => {
    renderWithProviders(<RegisterEventManagerPage />);
    await screen.findByRole('option', { name: 'DJ' });
    const location = screen.getByRole('group', { name: 'Location' });
    for (const part of [
      'Address line 1',
      'Town or city',
      'Postal code',
      'Country',
      'Latitude',
      'Longitude',
    ]) {
      expect(within(location).getByLabelText(part)).toBeInTheDocument();
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
    await userEvent.upload(dropArea('Previous work'), [photo('1.jpg'), photo('2.jpg')]);
    expect(await screen.findByRole('img', { name: '1.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1.jpg' }));
    expect(screen.queryByRole('img', { name: '1.jpg' })).not.toBeInTheDocument();
    await userEvent.upload(
      dropArea('Previous work'),
      ['3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)),
    );
    expect(await screen.findByRole('img', { name: '6.jpg' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove \d\.jpg$/ })).toHaveLength(5);
    expect(screen.queryByLabelText('Previous work', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('says why a file was refused, naming it', async () => {
    renderWithProviders(<RegisterEventManagerPage />);
    const cv = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(dropArea('Previous work'), [cv, huge], { applyAccept: false });
    expect(await screen.findByText('cv.pdf: only PNG, JPG and JPEG images are allowed')).toBeInTheDocument();
    expect(screen.getByText('huge.png: larger than 5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('uploads the images with progress and writes the manager profile with its whole location', async () => {
    const finishUploads: (() => void)[] = [];
    vi.mocked(storageService.upload).mockImplementation(
      (_prefix: string, file: File, onProgress?: (percent: number) => void) =>
        new Promise<string>((resolve) => {
          onProgress?.(40);
          finishUploads.push(() => resolve(`https://files/${file.name}`));
        }),
    );
    renderWithProviders(<RegisterEventManagerPage />);
    await fillIn();
    await userEvent.upload(dropArea('Profile image'), new File(['x'], 'me.png', { type: 'image/png' }));
    await enter('Postal code', 'SW1A 1AA');
    await enter('Latitude', '51.5');
    await enter('Longitude', '-0.12');
    await userEvent.clear(screen.getByLabelText('Experience (years)'));
    await enter('Experience (years)', '3');
    await submit();

    const progress = await screen.findByRole('progressbar', { name: 'Uploading gig.jpg' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    for (const finish of finishUploads) finish();

    expect(await screen.findByText('Register User Successfully')).toBeInTheDocument();
    expect(storageService.upload).toHaveBeenCalledWith(
      'profileImage/m1',
      expect.any(File),
      expect.any(Function),
    );
    // The account record first (storage.rules take uploads only from an account), then its pictures.
    expect(accountsService.create).toHaveBeenCalledWith('m1', {
      email: 'max@example.com',
      name: 'Max',
      number: '0123',
      img: '',
      role: 'eventManager',
      isAppUser: false,
      bio: 'DJ and host',
      location: { latitude: 51.5, longitude: -0.12 },
      address: '1 High Street, London, SW1A 1AA',
      helpingAddress: { city: 'London', postalCode: 'SW1A 1AA' },
      category: 'DJ',
      experience: { years: 3, months: 0 },
      prevAttachments: [],
    });
    expect(accountsService.update).toHaveBeenCalledWith('m1', {
      img: 'https://files/me.png',
      prevAttachments: ['https://files/gig.jpg'],
    });
  });

  it('deletes the new login and shows the error when saving fails', async () => {
    vi.mocked(storageService.upload).mockResolvedValue('https://files/x.jpg');
    vi.mocked(accountsService.create).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<RegisterEventManagerPage />);
    await fillIn({ category: 'Host' });
    await submit();
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(authService.deleteCurrentUser).toHaveBeenCalled();
    // The chosen picture stays, so a second attempt needs no new upload choice.
    expect(screen.getByRole('img', { name: 'gig.jpg' })).toBeInTheDocument();
  });
});
