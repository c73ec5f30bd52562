/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { DocumentUploads } from './document-uploads';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/verification/passport',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/shell/app-state', () => ({
  useAppState: () => ({ notify: jest.fn(), dismiss: jest.fn() }),
}));

const passport = {
  documentType: 'PASSPORT',
  relativeFilePath: ['u1/a.png'],
} as unknown as Parameters<typeof DocumentUploads>[0]['document'];

function setup() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <DocumentUploads document={passport} disabled={false} needsSave={false} onChange={jest.fn()} />
    </NextIntlClientProvider>,
  );
}

describe('Upload area (SPEC §2)', () => {
  let chooser: jest.SpyInstance;
  beforeEach(() => {
    // Opening the file dialog is a click on the hidden file input.
    chooser = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => chooser.mockRestore());

  it('opens the file dialog once when the area that says "click to choose one" is clicked', () => {
    setup();
    fireEvent.click(screen.getByText(en.Verification.uploadHint));
    expect(chooser).toHaveBeenCalledTimes(1);
  });

  it('opens it once, not twice, from the Choose file button inside the area', () => {
    setup();
    fireEvent.click(screen.getByTestId('choose-file'));
    expect(chooser).toHaveBeenCalledTimes(1);
  });
});
