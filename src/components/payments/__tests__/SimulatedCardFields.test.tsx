import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { cardInitialValues, cardSchema } from '../card.schema';
import { SimulatedCardFields } from '../SimulatedCardFields';

function renderCard(onSubmit = vi.fn()) {
  render(
    <Formik initialValues={cardInitialValues()} validationSchema={cardSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <SimulatedCardFields thisYear={2031} />
        <button type="submit">Pay</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('SimulatedCardFields', () => {
  it("shows the spec's messages for an empty card and offers this year and the next fifteen", async () => {
    const onSubmit = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Cardholder Name required')).toBeInTheDocument();
    expect(screen.getByText('Card Number required')).toBeInTheDocument();
    expect(screen.getAllByText('Card expiry required')).toHaveLength(2);
    expect(screen.getByText('CVC required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const years = screen.getByLabelText('Expiry Year');
    expect(years).toHaveTextContent('2031');
    expect(years).toHaveTextContent('2046');
  });

  it('sends a complete card', async () => {
    const onSubmit = renderCard();
    await userEvent.type(screen.getByLabelText('Cardholder Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.selectOptions(screen.getByLabelText('Expiry Month'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Expiry Year'), '2032');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      cardholderName: 'Ada Lovelace',
      cardNumber: '4242 4242 4242 4242',
      expMonth: '12',
      expYear: '2032',
      cvc: '123',
    });
  });
});
