/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { callApi } from '@/lib/client/api';
import en from '@/messages/en.json';

import { OtpStep } from './otp-step';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/login',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/api', () => ({ callApi: jest.fn() }));
const api = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => api.mockReset());

function setup() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <OtpStep twoFaType="EMAIL" onSuccess={jest.fn()} />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText('Confirmation code') as HTMLInputElement;
}

describe('OTP step (SPEC §2 OTP popup)', () => {
  it('a half login that is no longer valid says so once and offers the way back to the login', async () => {
    api.mockResolvedValue({ state: 'error', errors: [{ code: 'invalid_token' }], effects: {} });
    fireEvent.change(setup(), { target: { value: '123456' } });
    expect(await screen.findByTestId('otp-three-times')).toHaveTextContent(en.Otp.loginExpired);
    expect(screen.queryAllByText(en.Errors.invalid_token)).toHaveLength(0);
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    expect(screen.getByTestId('otp-continue')).toBeEnabled();
  });

  it('a refusal that says nothing about the code shows once and keeps the tries', async () => {
    api.mockResolvedValue({ state: 'error', errors: [{ code: 'too_many_requests' }], effects: {} });
    fireEvent.change(setup(), { target: { value: '123456' } });
    expect(await screen.findAllByText(en.Errors.too_many_requests)).toHaveLength(1);
    expect(screen.getByLabelText('Confirmation code')).toBeEnabled();
  });
});
