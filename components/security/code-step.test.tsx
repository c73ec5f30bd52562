/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { callApi } from '@/lib/client/api';
import en from '@/messages/en.json';

import { CodeStep } from './code-step';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/profile/security/verification-google',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/api', () => ({ callApi: jest.fn() }));
const api = callApi as jest.MockedFunction<typeof callApi>;

const refused = (code: string) => ({ state: 'error' as const, errors: [{ code }], effects: {} });

describe('the authenticator wizard’s code step', () => {
  it('after its tries are gone offers Try again, which brings back three tries without a reload', async () => {
    const run = jest.fn().mockResolvedValue(true);
    const onConfirmed = jest.fn();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CodeStep
          type="GOOGLE_AUTHENTICATOR"
          intro="Enter the code"
          back={jest.fn()}
          renew={{ label: en.Security.tryAgain, run }}
          onConfirmed={onConfirmed}
        />
      </NextIntlClientProvider>,
    );
    const input = () => screen.getByLabelText(en.Security.code) as HTMLInputElement;
    api.mockResolvedValue(refused('confirmation_code_error'));
    fireEvent.change(input(), { target: { value: '111111' } });
    await screen.findByText(en.Security.expiredCode);
    expect(input()).toBeDisabled();

    fireEvent.click(screen.getByTestId('two-fa-renew'));
    expect(run).toHaveBeenCalled();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(screen.queryByTestId('two-fa-renew')).toBeNull();
    api.mockResolvedValue({ state: 'success', data: null });
    fireEvent.change(input(), { target: { value: '222222' } });
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
  });
});
