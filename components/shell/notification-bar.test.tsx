/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { reportApiFailure } from '@/lib/client/api';
import { NOTIFICATION_DISMISS_MS } from '@/lib/policy';
import en from '@/messages/en.json';

import { AppStateProvider, useAppState } from './app-state';
import type { NotificationType } from './notification-bar';

function Trigger({ type, message }: { type: NotificationType; message?: string }) {
  const { notify } = useAppState();
  return (
    <button type="button" onClick={() => notify(type, message)}>
      notify {type} {message}
    </button>
  );
}

function setup() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AppStateProvider loggedIn={false}>
        <Trigger type="success" />
        <Trigger type="error" />
        <Trigger type="success" message="Second" />
        <Trigger type="wait" />
      </AppStateProvider>
    </NextIntlClientProvider>,
  );
}

function show(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function bar() {
  return screen.queryByTestId('notification');
}

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('notification countdown', () => {
  it('closes a success notification after 6 s', () => {
    setup();
    show('notify success');
    expect(bar()).toHaveTextContent('Congratulations! The changes have been saved.');
    wait(NOTIFICATION_DISMISS_MS - 1);
    expect(bar()).toBeInTheDocument();
    wait(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('keeps a wait notification until replaced', () => {
    setup();
    show('notify wait');
    wait(NOTIFICATION_DISMISS_MS * 3);
    expect(bar()).toHaveAttribute('data-type', 'wait');
  });

  it('pauses while the pointer is over the bar and gives a fresh 6 s after it leaves', () => {
    setup();
    show('notify error');
    wait(5000);
    fireEvent.pointerEnter(bar()!);
    wait(NOTIFICATION_DISMISS_MS * 5);
    expect(bar()).toBeInTheDocument();
    fireEvent.pointerLeave(bar()!);
    wait(NOTIFICATION_DISMISS_MS - 1);
    expect(bar()).toBeInTheDocument();
    wait(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the bar, also when it moves within', () => {
    setup();
    show('notify success');
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    wait(NOTIFICATION_DISMISS_MS * 2);
    expect(bar()).toBeInTheDocument();
    // Pointer in and out while focus stays: still held.
    fireEvent.pointerEnter(bar()!);
    fireEvent.pointerLeave(bar()!);
    wait(NOTIFICATION_DISMISS_MS * 2);
    expect(bar()).toBeInTheDocument();
    act(() => close.blur());
    wait(NOTIFICATION_DISMISS_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('counts a notification that replaces a held one from its own start', () => {
    setup();
    show('notify success');
    fireEvent.pointerEnter(bar()!);
    show('notify success Second');
    expect(bar()).toHaveTextContent('Second');
    wait(NOTIFICATION_DISMISS_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('closes at once with the close button', () => {
    setup();
    show('notify success');
    fireEvent.pointerEnter(bar()!);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(bar()).not.toBeInTheDocument();
    show('notify error');
    wait(NOTIFICATION_DISMISS_MS);
    expect(bar()).not.toBeInTheDocument();
  });
});

describe('failed calls', () => {
  it('a refused request (4xx), not only a server fault, shows the error bar', () => {
    setup();
    act(() =>
      reportApiFailure({
        state: 'error',
        errors: [{ code: 'validation_error', fieldName: 'inviteCode', errors: ['required'] }],
        effects: {},
      }),
    );
    expect(bar()).toHaveAttribute('data-type', 'error');
    expect(bar()).toHaveTextContent('Sorry, an error has occurred! Please try again!');
  });
});
