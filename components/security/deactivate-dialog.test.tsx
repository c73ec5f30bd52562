/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { callApi } from '@/lib/client/api';
import en from '@/messages/en.json';

import { DeactivateDialog } from './deactivate-dialog';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/profile/security/verification-telegram',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/api', () => ({ callApi: jest.fn() }));
const api = callApi as jest.MockedFunction<typeof callApi>;

beforeAll(() => {
  // jsdom does no layout: a refused code's field is focused and scrolled to, after a delay.
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => api.mockReset());

function setup() {
  const onDeactivated = jest.fn();
  const onClose = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <DeactivateDialog type="TELEGRAM" open onClose={onClose} onDeactivated={onDeactivated} />
    </NextIntlClientProvider>,
  );
  return { onDeactivated, onClose, input: () => screen.getByLabelText('Code') as HTMLInputElement };
}

const refused = (code: string) => ({ state: 'error' as const, errors: [{ code }], effects: {} });

describe('Deactivation popup (SPEC §2)', () => {
  it('asks for the code on opening, sends it at the sixth digit, and reports success', async () => {
    api.mockResolvedValue({ state: 'success', data: null });
    const { onDeactivated, input } = setup();
    expect(api).toHaveBeenCalledWith('/two-fa/deactivate', { body: { type: 'TELEGRAM' } });
    await screen.findByText(
      'Enter the 6-digit code our bot has sent to your Telegram to turn two-factor authentication off.',
    );
    fireEvent.change(input(), { target: { value: '12345' } });
    expect(api).toHaveBeenCalledTimes(1);
    fireEvent.change(input(), { target: { value: '123456' } });
    await waitFor(() => expect(onDeactivated).toHaveBeenCalled());
    expect(api).toHaveBeenLastCalledWith('/two-fa/deactivate/confirm', {
      body: { type: 'TELEGRAM', code: '123456' },
    });
  });

  it('counts the attempts down, with a Close button all along', async () => {
    api.mockResolvedValueOnce({ state: 'success', data: null });
    const { onClose, input } = setup();
    await screen.findByLabelText('Code');
    api.mockResolvedValue(refused('invalid_confirmation_code'));
    for (const [code, left] of [
      ['111111', 2],
      ['222222', 1],
    ] as const) {
      fireEvent.change(input(), { target: { value: code } });
      await screen.findByText(new RegExp(`The number of remaining attempts is ${left}\\.`));
      expect(screen.getByTestId('deactivate-close')).toBeVisible();
    }
    api.mockResolvedValue(refused('confirmation_code_error'));
    fireEvent.change(input(), { target: { value: '333333' } });
    await screen.findByText(
      'Confirmation code has expired. To get a new code, close the Confirmation window and try again',
    );
    expect(input()).toBeDisabled();
    fireEvent.click(screen.getByTestId('deactivate-close'));
    expect(onClose).toHaveBeenCalled();
  });
});
