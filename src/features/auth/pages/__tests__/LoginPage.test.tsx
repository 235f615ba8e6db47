import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createStore } from '@/app/store';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { initialAuthState } from '@/features/auth/slice';
import type { AuthError } from '@/features/auth/slice/types';
import { userOf } from '@/features/auth/slice/__tests__/fixtures';
import ForgotPasswordPage from '../ForgotPasswordPage';
import LoginPage from '../LoginPage';

// Pages never import services; the saga reaches these stand-ins through the mocked modules.
const { authService, accountsService } = vi.hoisted(() => ({
  authService: {
    signIn: vi.fn(),
    signOut: vi.fn(),
    restoredUid: vi.fn(() => new Promise(() => {})),
  },
  accountsService: { getCurrentUser: vi.fn(), subscribe: vi.fn(() => () => {}) },
}));
vi.mock('@/services/auth.service', () => ({ authService }));
vi.mock('@/services/accounts.service', () => ({ accountsService }));

function renderLogin(error: AuthError | null = null) {
  const auth = { ...initialAuthState(), login: { status: error ? 'failed' : 'idle', error } as const };
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to="/login" state={{ from: { pathname: '/venues' } }} />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/venues" element={<p>Venues screen</p>} />
    </Routes>,
    { preloadedState: { auth } },
  );
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  vi.mocked(authService.signIn).mockReset();
  vi.mocked(authService.signOut).mockReset().mockResolvedValue(undefined);
  vi.mocked(accountsService.getCurrentUser).mockReset();
});

describe('LoginPage', () => {
  it('asks for email and password when submitted empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Password')).toBeInTheDocument();
    expect(authService.signIn).not.toHaveBeenCalled();
  });

  it.each([
    [{ code: 'underVerification' }, 'Your account is under verification'],
    [{ code: 'suspended' }, 'Your account is suspended.'],
    [{ code: 'userMissing' }, 'User with this email does not exists!'],
    [{ code: 'invalidCredentials' }, 'Invalid Email or Password'],
    [{ code: 'loginFailed' }, 'Something went wrong. Try again!'],
  ] as const)('shows the login error from state: %o', (error, text) => {
    renderLogin(error);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers remember me and links to password reset and sign-up', () => {
    renderLogin();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Signup now' })).toHaveAttribute('href', '/signup');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs a pending account out again and says why', async () => {
    vi.mocked(authService.signIn).mockResolvedValue('u1');
    vi.mocked(accountsService.getCurrentUser).mockResolvedValue(userOf({ status: 'pending' }));
    renderLogin();
    await fillIn('ann@example.com', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Your account is under verification')).toBeInTheDocument();
    expect(authService.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('maps wrong credentials to the spec message', async () => {
    vi.mocked(authService.signIn).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/wrong-password' }),
    );
    renderLogin();
    await fillIn('ann@example.com', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid Email or Password')).toBeInTheDocument();
  });

  it('stores a remembered user and returns to the page the guard saved', async () => {
    vi.mocked(authService.signIn).mockResolvedValue('u1');
    vi.mocked(accountsService.getCurrentUser).mockResolvedValue(userOf());
    const { store } = renderLogin();
    await fillIn('ann@example.com', 'secret');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Venues screen')).toBeInTheDocument();
    expect(authService.signIn).toHaveBeenCalledWith('ann@example.com', 'secret', true);
    expect(store.getState().auth.user).toEqual(userOf());
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual(userOf());
  });

  it('signs in with what was typed and submitted on the prerendered copy before the app had loaded', async () => {
    vi.mocked(authService.signIn).mockResolvedValue('u1');
    vi.mocked(accountsService.getCurrentUser).mockResolvedValue(userOf());
    // index.html's copy, as its script leaves it after a press of Log In (src/firstPaint/inline/showPage.ts).
    const copy = document.createElement('main');
    copy.setAttribute('data-prerendered', '');
    copy.innerHTML =
      '<form data-submitted><input name="email" value="ann@example.com"><input name="password" value="secret"></form>';
    document.body.append(copy);
    renderLogin();
    copy.remove();
    expect(await screen.findByText('Venues screen')).toBeInTheDocument();
    expect(authService.signIn).toHaveBeenCalledTimes(1);
    expect(authService.signIn).toHaveBeenCalledWith('ann@example.com', 'secret', false);
  });

  it('forgets a failed sign-in once the person leaves the page', async () => {
    vi.mocked(authService.signIn).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/wrong-password' }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      { route: '/login' },
    );
    await fillIn('ann@example.com', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid Email or Password')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid Email or Password')).not.toBeInTheDocument();
  });

  it("keeps the reason it was opened with through StrictMode's rehearsal unmount", async () => {
    // StrictMode rehearses an unmount only when it wraps the whole tree, as in main.tsx.
    const auth = {
      ...initialAuthState(),
      login: { status: 'failed', error: { code: 'suspended' } } as const,
    };
    render(
      <StrictMode>
        <Provider store={createStore({ auth })}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </Provider>
      </StrictMode>,
    );
    // The reset waits a tick; give it the chance to (wrongly) fire before looking.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is suspended.');
  });
});
