import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import NotAvailableYet from '../NotAvailableYet';

describe('NotAvailableYet', () => {
  it('names the page and says plainly that it is not available yet', () => {
    render(<NotAvailableYet page="eventsList" />);
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });
});
