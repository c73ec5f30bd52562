/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { TTwoFaOverview } from '@/lib/schemas/two-fa';
import en from '@/messages/en.json';

import { SecurityStatus } from './security-status';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/profile/security/status',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
}));

function renderStatus(overview: TTwoFaOverview) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SecurityStatus overview={overview} />
    </NextIntlClientProvider>,
  );
}

describe('Security status (SPEC §2)', () => {
  it('says two-factor authentication is not available when no method is offered', () => {
    renderStatus({ active: null, available: [], onlyDeactivate: [] });
    expect(screen.getByTestId('two-fa-not-available')).toHaveTextContent(
      'Two-factor authentication not available',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a card per method offered, Deactivated, each leading to its wizard', () => {
    renderStatus({ active: null, available: ['GOOGLE_AUTHENTICATOR', 'EMAIL'], onlyDeactivate: [] });
    expect(screen.queryByTestId('two-fa-card-TELEGRAM')).toBeNull();
    const google = screen.getByTestId('two-fa-card-GOOGLE_AUTHENTICATOR');
    expect(within(google).getByTestId('two-fa-state')).toHaveTextContent('Deactivated');
    expect(within(google).getByTestId('two-fa-open-GOOGLE_AUTHENTICATOR')).toHaveAttribute(
      'href',
      '/en/profile/security/verification-google',
    );
    // The app-store links are shown, empty and disabled.
    for (const store of within(google).getAllByRole('link', { name: /App Store|Google Play/ })) {
      expect(store).toHaveAttribute('aria-disabled', 'true');
      expect(store).not.toHaveAttribute('href');
    }
    expect(within(screen.getByTestId('two-fa-card-EMAIL')).getByTestId('two-fa-open-EMAIL')).toHaveAttribute(
      'href',
      '/en/profile/security/verification-email',
    );
  });

  it('marks the active method Activated; the other cards do not lead to a wizard', () => {
    renderStatus({
      active: 'TELEGRAM',
      available: ['TELEGRAM', 'GOOGLE_AUTHENTICATOR', 'EMAIL'],
      onlyDeactivate: [],
    });
    const telegram = screen.getByTestId('two-fa-card-TELEGRAM');
    expect(within(telegram).getByTestId('two-fa-state')).toHaveTextContent('Activated');
    expect(within(telegram).getByTestId('two-fa-open-TELEGRAM')).toHaveTextContent('Manage');
    const google = screen.getByTestId('two-fa-card-GOOGLE_AUTHENTICATOR');
    expect(within(google).queryByTestId('two-fa-open-GOOGLE_AUTHENTICATOR')).toBeNull();
    expect(google).toHaveTextContent('Turn off Telegram first: only one method can be active at a time.');
  });

  it('keeps a card for an active method the portal no longer offers, so it can be turned off', () => {
    renderStatus({
      active: 'TELEGRAM',
      available: ['GOOGLE_AUTHENTICATOR', 'EMAIL'],
      onlyDeactivate: ['TELEGRAM'],
    });
    expect(within(screen.getByTestId('two-fa-card-TELEGRAM')).getByTestId('two-fa-state')).toHaveTextContent(
      'Activated',
    );
  });
});
