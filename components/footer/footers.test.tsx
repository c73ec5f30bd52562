/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { AccountFooter, LandingFooter } from './footers';

function renderIn(node: React.ReactNode) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe('Footers (SPEC §1, §3)', () => {
  it('the landing footer names the operating company and carries the trademark notice', () => {
    renderIn(<LandingFooter company="Example Operating Ltd" cdn="https://cdn.example" />);
    const footer = screen.getByTestId('landing-footer');
    expect(footer).toHaveTextContent('Example Operating Ltd');
    expect(footer).toHaveTextContent(en.Footer.trademark);
  });

  it('the logged-in footer carries the same notice', () => {
    renderIn(<AccountFooter company="Example Operating Ltd" cdn="https://cdn.example" />);
    expect(screen.getByTestId('account-footer')).toHaveTextContent(en.Footer.trademark);
  });
});
