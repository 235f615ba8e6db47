import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import NotFoundPage from '@/features/layout/pages/NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and links back to the dashboard', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Sorry, page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
