import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankCheck } from '../BankCheck';

describe('BankCheck', () => {
  it('shows nothing while no bank asks for anything', () => {
    const { container } = render(<BankCheck clientSecret={null} publishableKey="" onAnswer={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("offline, shows the simulated bank's page and passes on Complete and Fail", async () => {
    const onAnswer = vi.fn();
    render(<BankCheck clientSecret="sim_pi_1_secret_sim" publishableKey="" onAnswer={onAnswer} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm this payment.');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(onAnswer.mock.calls).toEqual([['complete'], ['fail']]);
  });
});
