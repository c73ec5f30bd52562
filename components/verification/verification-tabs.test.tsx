/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

import de from '@/messages/de.json';
import en from '@/messages/en.json';

import { stepsOf } from './steps';
import { VerificationTabs } from './verification-tabs';

jest.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/profile/verification/passport',
  Link: ({ children, href, ...rest }: { children: ReactNode; href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

function renderTabs(locale: 'en' | 'de', messages: typeof en) {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <VerificationTabs steps={stepsOf([], true)} />
    </NextIntlClientProvider>,
  );
}

describe('Verification tabs (SPEC §2)', () => {
  it('mark Passport and Address as required, Business and Additional as optional', () => {
    renderTabs('en', en);
    expect(screen.getByTestId('tab-passport')).toHaveTextContent('Passport Details (required)');
    expect(screen.getByTestId('tab-address')).toHaveTextContent('(required)');
    expect(screen.getByTestId('tab-business')).toHaveTextContent('(optional)');
    expect(screen.getByTestId('tab-additional')).toHaveTextContent('(optional)');
  });

  it('say it in the page language', () => {
    renderTabs('de', de as unknown as typeof en);
    expect(screen.getByTestId('tab-passport')).toHaveTextContent('(erforderlich)');
  });
});
