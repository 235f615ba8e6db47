import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { ResetPasswordFields } from '../ResetPasswordFields';
import {
  resetPasswordInitialValues,
  resetPasswordSchema,
  type ResetPasswordError,
} from '../resetPassword.schema';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

function renderForm({
  email = '',
  status = 'idle',
  error = null,
  emailReadOnly = false,
  onSubmit = vi.fn(),
}: {
  email?: string;
  status?: Status;
  error?: ResetPasswordError | null;
  emailReadOnly?: boolean;
  onSubmit?: () => void;
}) {
  render(
    <Formik
      initialValues={resetPasswordInitialValues(email)}
      validationSchema={resetPasswordSchema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <ResetPasswordFields status={status} error={error} emailReadOnly={emailReadOnly} />
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('ResetPasswordFields', () => {
  it('explains what happens and asks for the e-mail', async () => {
    const onSubmit = renderForm({});
    expect(screen.getByText('Enter your Email and instructions will be sent to you!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a signed-in address read-only and sends it as it is', async () => {
    const onSubmit = renderForm({ email: 'ann@example.com', emailReadOnly: true });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ann@example.com');
    expect(email).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com' }, expect.anything());
  });

  it('reads Sending... and cannot be sent twice while busy', () => {
    renderForm({ status: 'pending' });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('confirms a sent e-mail in place of the instructions', () => {
    renderForm({ status: 'succeeded' });
    expect(screen.getByRole('status')).toHaveTextContent('Reset password settings send to your email.');
    expect(
      screen.queryByText('Enter your Email and instructions will be sent to you!'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['emailNotFound', 'Email not found!'],
    ['failed', 'Something went wrong!'],
  ] as const)('says why nothing was sent: %s', (error, text) => {
    renderForm({ status: 'failed', error });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
