/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { callApi } from '@/lib/client/api';
import en from '@/messages/en.json';

import { FormErrors } from './field';
import { useContractForm } from './use-contract-form';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/registration',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/api', () => ({ callApi: jest.fn() }));
const api = callApi as jest.MockedFunction<typeof callApi>;
// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

function PasswordReset() {
  const { formProps, common } = useContractForm({
    path: '/password/reset',
    schema: () => import('zod').then(({ z }) => z.object({ email: z.string() })),
    fields: { email: 'someone@example.com' },
    onSuccess: () => undefined,
  });
  return (
    <form {...formProps}>
      <FormErrors messages={common} />
      <button type="submit">Send</button>
    </form>
  );
}

function TwoFields() {
  const { formProps, field } = useContractForm({
    path: '/password/reset',
    schema: () =>
      import('zod').then(({ z }) => z.object({ first: z.string().min(1), second: z.string().min(1) })),
    fields: { first: '', second: '' } as never,
    onSuccess: () => undefined,
  });
  const input = (name: 'first' | 'second') => {
    const { error, ...props } = field(name as never);
    return <input aria-label={name} aria-invalid={error ? true : undefined} {...props} />;
  };
  return (
    <form {...formProps}>
      {input('first')}
      {input('second')}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('a refused submit focuses the first invalid field in page order once the errors are shown', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <TwoFields />
      </NextIntlClientProvider>,
    );
    screen.getByRole('textbox', { name: 'second' }).focus();
    fireEvent.change(screen.getByRole('textbox', { name: 'second' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'first' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'first' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('an error of a field the form does not show keeps its own message (Invite code is required)', async () => {
    api.mockResolvedValue({
      state: 'error',
      errors: [{ code: 'validation_error', fieldName: 'inviteCode', errors: ['required'] }],
      effects: {},
    });
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <PasswordReset />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invite code is required')).toBeInTheDocument();
    expect(screen.queryByText('The field is required')).toBeNull();
  });
});
