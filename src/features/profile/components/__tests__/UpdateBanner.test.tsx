import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/app/i18n';
import { UpdateBanner } from '../UpdateBanner';

describe('UpdateBanner', () => {
  it('says why a save failed, re-worded when the language changes while it is shown', async () => {
    render(<UpdateBanner status="failed" error={{ reason: 'textHasLink', params: {} }} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(
      'Something went wrongTitles and names cannot hold links, e-mail addresses or the characters < and >.',
    );
    try {
      await act(() => changeLanguage('de'));
      expect(banner).toHaveTextContent(
        `Etwas ist schiefgelaufen${i18n.t('errors:textHasLink', { lng: 'de' })}`,
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
