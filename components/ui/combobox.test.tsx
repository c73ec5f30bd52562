/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

import { Combobox, type Option } from './combobox';

const COUNTRIES: Option[] = [
  { value: 'AT', label: 'Austria' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'IT', label: 'Italy' },
  // Enough for a page and then some.
  ...Array.from({ length: 20 }, (_, i) => ({ value: `X${i}`, label: `Xland ${String(i).padStart(2, '0')}` })),
];

const TURKISH: Option[] = [
  { value: 'DE', label: 'Almanya' },
  { value: 'IT', label: 'İtalya' },
  { value: 'FR', label: 'Fransa' },
];

type HarnessProps = {
  locale?: 'en' | 'tr';
  options?: Option[];
  initial?: string;
  error?: string;
  onChange?: (value: string) => void;
};

function Harness({ locale = 'en', options = COUNTRIES, initial = '', error, onChange }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'tr' ? tr : en}>
      <form method="post" data-testid="form">
        <Combobox
          label="Nationality"
          name="nationalityId"
          options={options}
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
        />
      </form>
    </NextIntlClientProvider>
  );
}

const scrollIntoView = jest.fn();
beforeAll(() => {
  // jsdom does no layout, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

function input() {
  return screen.getByRole('combobox', { name: 'Nationality' });
}

function activeOption(): HTMLElement | null {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function press(key: string) {
  fireEvent.keyDown(input(), { key });
}

function optionLabels(): string[] {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('Combobox keyboard', () => {
  it('does not open on focus, opens on ArrowDown at the first option', () => {
    render(<Harness />);
    act(() => input().focus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    press('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Austria');
  });

  it('opens on click and on typing', () => {
    render(<Harness />);
    fireEvent.click(input());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    press('Escape');
    fireEvent.change(input(), { target: { value: 'Ger' } });
    expect(optionLabels()).toEqual(['Germany']);
  });

  it('moves the active option with arrows, Home, End, PageUp and PageDown, within bounds', () => {
    render(<Harness />);
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toHaveTextContent("Côte d'Ivoire");
    press('ArrowUp');
    press('ArrowUp');
    expect(activeOption()).toHaveTextContent('Austria');
    press('End');
    expect(activeOption()).toHaveTextContent('Xland 19');
    press('ArrowDown');
    expect(activeOption()).toHaveTextContent('Xland 19');
    press('PageUp');
    expect(activeOption()).toHaveTextContent('Xland 09');
    press('Home');
    expect(activeOption()).toHaveTextContent('Austria');
    press('PageDown');
    expect(activeOption()).toHaveTextContent('Xland 05');
    press('PageDown');
    press('PageDown');
    expect(activeOption()).toHaveTextContent('Xland 19');
  });

  it('keeps the active option scrolled into view', () => {
    render(<Harness />);
    press('ArrowDown');
    press('End');
    const last = activeOption();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(last);
  });

  it('picks the active option with Enter and closes', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'fr' } });
    press('Enter');
    expect(onChange).toHaveBeenCalledWith('FR');
    expect(input()).toHaveValue('France');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopens on the current choice', () => {
    render(<Harness initial="IT" />);
    press('ArrowDown');
    expect(activeOption()).toHaveTextContent('Italy');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
  });

  it('closes with Escape and restores the chosen label', () => {
    render(<Harness initial="DE" />);
    fireEvent.change(input(), { target: { value: 'Fra' } });
    press('Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Germany');
  });

  it('leaves Home and End to the text box while the list is closed', () => {
    render(<Harness />);
    const event = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true });
    act(() => {
      input().dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Combobox matching', () => {
  it('ignores case and accents in English', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'cote' } });
    expect(optionLabels()).toEqual(["Côte d'Ivoire"]);
    fireEvent.change(input(), { target: { value: 'GERM' } });
    expect(optionLabels()).toEqual(['Germany']);
    fireEvent.change(input(), { target: { value: 'ivo' } });
    expect(optionLabels()).toEqual(["Côte d'Ivoire"]);
  });

  it('takes a straight apostrophe for a curly one', () => {
    render(<Harness options={[{ value: 'CI', label: 'Côte d\u2019Ivoire' }, ...COUNTRIES.slice(2)]} />);
    fireEvent.change(input(), { target: { value: "cote d'iv" } });
    expect(optionLabels()).toEqual(['Côte d\u2019Ivoire']);
  });

  it('finds İtalya from "ital" in Turkish', () => {
    render(<Harness locale="tr" options={TURKISH} />);
    fireEvent.change(input(), { target: { value: 'ital' } });
    expect(optionLabels()).toEqual(['İtalya']);
  });

  it('says so when nothing matches, and Enter picks nothing', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'zzzz' } });
    expect(screen.getByRole('option', { name: 'Element not found' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    press('Enter');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Combobox in a form', () => {
  it('posts the value through a hidden input, not the visible label', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'Germ' } });
    press('Enter');
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect([...data.entries()]).toEqual([['nationalityId', 'DE']]);
    expect(input()).not.toHaveAttribute('name');
  });

  it('links the error text to the input', () => {
    render(<Harness error="The field is required" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('The field is required');
  });
});

describe('Combobox before hydration', () => {
  function serverHtml(props: HarnessProps = {}) {
    return renderToString(<Harness {...props} />);
  }

  it('renders a native select with the same name, label, options, value and error', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = serverHtml({ initial: 'FR', error: 'The field is required' });
    const select = within(container).getByRole('combobox', { name: 'Nationality' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('data-prehydration');
    expect(select).toHaveAttribute('name', 'nationalityId');
    expect(select).toHaveValue('FR');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('The field is required');
    // A prompt first, so an empty value posts as '' and the server's "required" answers it.
    expect(within(select).getAllByRole('option')).toHaveLength(COUNTRIES.length + 1);
    expect(container.querySelector('input')).toBeNull();
    container.remove();
  });

  it('hydrates without a mismatch and turns into the searchable combobox', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = serverHtml({ initial: 'FR' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Harness initial="FR" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const box = within(container).getByRole('combobox', { name: 'Nationality' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveValue('France');
    expect(container.querySelector('select, [data-prehydration]')).toBeNull();
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('FR');
    container.remove();
  });
});
