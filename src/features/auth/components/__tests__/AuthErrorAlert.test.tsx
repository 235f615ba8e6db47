import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/app/i18n';
import { AuthErrorAlert } from '../AuthErrorAlert';

// The store holds a code or a refusal's reason, never words: a failure shown is re-worded when the language changes.
describe('AuthErrorAlert', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it("re-words a sign-in failure's code when the language changes", async () => {
    render(<AuthErrorAlert error={{ code: 'loginFailed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again!');
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut!',
    );
  });

  it("re-words a server's refusal of a registration when the language changes", async () => {
    render(<AuthErrorAlert error={{ failure: { reason: 'serverUnreachable', params: {} } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors:serverUnreachable', { lng: 'de' }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('The server cannot be reached.');
  });
});
