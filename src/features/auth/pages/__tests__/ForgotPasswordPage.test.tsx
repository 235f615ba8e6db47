import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ForgotPasswordPage from '../ForgotPasswordPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService, accountEmailService } = vi.hoisted(() => ({
  authService: { sendPasswordReset: vi.fn() },
  accountEmailService: { checkAccountEmail: vi.fn() },
}));
vi.mock('@/services/auth.service', () => ({ authService }));
vi.mock('@/services/accountEmail.service', () => ({ accountEmailService }));

async function submit(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
}

beforeEach(() => {
  vi.mocked(accountEmailService.checkAccountEmail).mockReset();
  vi.mocked(authService.sendPasswordReset).mockReset().mockResolvedValue(undefined);
});

describe('ForgotPasswordPage', () => {
  it('explains what happens and links back to login', () => {
    renderWithProviders(<ForgotPasswordPage />);
    expect(screen.getByText('Enter your Email and instructions will be sent to you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('requires an email', async () => {
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
  });

  it('requires a valid email', async () => {
    renderWithProviders(<ForgotPasswordPage />);
    await submit('ann');
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(accountEmailService.checkAccountEmail).not.toHaveBeenCalled();
  });

  it('says when no account uses the email', async () => {
    vi.mocked(accountEmailService.checkAccountEmail).mockResolvedValue(false);
    renderWithProviders(<ForgotPasswordPage />);
    await submit('nobody@example.com');
    expect(await screen.findByText('Email not found!')).toBeInTheDocument();
    expect(authService.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('reads Sending... while busy, then confirms', async () => {
    let answer: (exists: boolean) => void = () => {};
    vi.mocked(accountEmailService.checkAccountEmail).mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    renderWithProviders(<ForgotPasswordPage />);
    await submit('ann@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(true);
    expect(await screen.findByText('Reset password settings send to your email.')).toBeInTheDocument();
    expect(authService.sendPasswordReset).toHaveBeenCalledWith('ann@example.com');
  });

  it('reports other failures', async () => {
    vi.mocked(accountEmailService.checkAccountEmail).mockRejectedValue(new Error('offline'));
    renderWithProviders(<ForgotPasswordPage />);
    await submit('ann@example.com');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});
