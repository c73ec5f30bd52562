/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { AccountDelete } from './account-delete';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/profile/security/data',
  useSearchParams: () => new URLSearchParams(),
}));

function renderDelete(retentionDays: number) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AccountDelete graceDays={14} retentionDays={retentionDays} />
    </NextIntlClientProvider>,
  );
}

describe('the account deletion section', () => {
  it('tells the owner that submitted documents outlive the erasure under a retention duty', () => {
    renderDelete(3650);
    expect(screen.getByText(/erased\. Verification documents/)).toHaveTextContent(
      'Verification documents you have submitted are kept for 3650 more days after that, as the law requires, and then deleted.',
    );
  });

  it('says nothing of documents when none are retained', () => {
    renderDelete(0);
    expect(screen.getByText(/You can cancel with the link/)).not.toHaveTextContent('Verification documents');
  });
});
