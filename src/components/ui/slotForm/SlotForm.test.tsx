import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotForm } from '../SlotForm';

const start = { year: 2030, month: 6, day: 3 };

function renderForm(startDate: typeof start | null = start, onAdd = vi.fn()) {
  render(<SlotForm startDate={startDate} onAdd={onAdd} />);
  return onAdd;
}

const addSlot = () => screen.getByRole('button', { name: 'Add Slot' });
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SlotForm', () => {
  it('cannot add a slot until a start date is chosen', () => {
    renderForm(null);
    expect(addSlot()).toBeDisabled();
  });

  it('shows every required message when added empty', async () => {
    const onAdd = renderForm();
    await userEvent.click(addSlot());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Type is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('End time is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('keeps the end time disabled until a start is set, then offers only times 30 minutes later or more', async () => {
    renderForm();
    expect(screen.getByLabelText('End Time')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '10:30 PM');
    expect(screen.getByLabelText('End Time')).toBeEnabled();
    expect(optionsOf('End Time')).toEqual(['Select time', '11:00 PM', '11:15 PM', '11:30 PM', '11:45 PM']);
  });

  it('offers start times in 15-minute steps', () => {
    renderForm();
    expect(optionsOf('Start Time').slice(1, 4)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
  });

  it('clears an end time that a later start makes too early', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '7:00 PM');
    await userEvent.selectOptions(screen.getByLabelText('End Time'), '7:30 PM');
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '8:00 PM');
    expect(screen.getByLabelText('End Time')).toHaveValue('');
  });

  it('asks for a price of at least 1', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Price (£)'), '0');
    await userEvent.click(addSlot());
    expect(await screen.findByText('Price must be at least 1')).toBeInTheDocument();
  });

  it('reveals Valid Until, bounded by the start date, only when recurring', async () => {
    renderForm();
    expect(screen.queryByLabelText('Valid Until')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Recurring'));
    expect(screen.getByLabelText('Valid Until')).toHaveAttribute('min', '2030-06-03');
  });

  it('adds a recurring slot and starts over', async () => {
    const onAdd = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Salsa night');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'For Private');
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '7:00 PM');
    await userEvent.selectOptions(screen.getByLabelText('End Time'), '9:00 PM');
    await userEvent.type(screen.getByLabelText('Price (£)'), '35');
    await userEvent.click(screen.getByLabelText('Recurring'));
    await userEvent.type(screen.getByLabelText('Valid Until'), '2030-07-01');
    await userEvent.click(addSlot());
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        title: 'Salsa night',
        type: 'For Private',
        startTime: '7:00 PM',
        endTime: '9:00 PM',
        price: 35,
        recurring: true,
        availableTill: { year: 2030, month: 7, day: 1 },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });
});
