/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';

import { OtpInput } from './otp-input';

function Harness({ onComplete, numeric }: { onComplete: (code: string) => void; numeric?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput label="Code" value={value} onChange={setValue} onComplete={onComplete} numeric={numeric} />
  );
}

function setup(numeric?: boolean) {
  const onComplete = jest.fn();
  render(<Harness onComplete={onComplete} numeric={numeric} />);
  return { onComplete, input: screen.getByLabelText('Code') as HTMLInputElement };
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('OtpInput', () => {
  it.each(['12 34-56', '123456'])('fills from a paste of %j and completes once', (text) => {
    const { onComplete, input } = setup();
    paste(input, text);
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('submits when the sixth digit is typed, not before', () => {
    const { onComplete, input } = setup();
    for (const code of ['1', '12', '123', '1234', '12345'])
      fireEvent.change(input, { target: { value: code } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('drops what is not a digit when numeric', () => {
    const { onComplete, input } = setup();
    fireEvent.change(input, { target: { value: '1a2' } });
    expect(input).toHaveValue('12');
    paste(input, 'abc');
    expect(input).toHaveValue('12');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps letters for e-mail codes, without spaces', () => {
    const { onComplete, input } = setup(false);
    paste(input, ' AB 12cd ');
    expect(input).toHaveValue('AB12cd');
    expect(onComplete).toHaveBeenCalledWith('AB12cd');
  });

  it('never holds more than six characters', () => {
    const { onComplete, input } = setup();
    paste(input, '1234567890');
    expect(input).toHaveValue('123456');
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('puts a partial paste in at the caret', () => {
    const { onComplete, input } = setup();
    fireEvent.change(input, { target: { value: '12' } });
    input.setSelectionRange(2, 2);
    paste(input, '34 56');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('before hydration draws no cells over the input: the input itself holds the typed code', () => {
    const html = renderToString(<OtpInput label="Code" name="otp" value="12" onChange={() => {}} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(page.querySelector('input[name="otp"]')).toHaveValue('12');
    // Once hydrated, the six cells are back over it.
    setup();
    expect(document.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(6);
  });
});
