/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';

import { uploadFile } from '@/lib/client/upload';
import en from '@/messages/en.json';

import { DocumentUploads } from './document-uploads';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/verification/passport',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/shell/app-state', () => ({
  useAppState: () => ({ notify: jest.fn(), dismiss: jest.fn() }),
}));

jest.mock('@/lib/client/upload', () => ({ uploadFile: jest.fn() }));
const upload = uploadFile as jest.MockedFunction<typeof uploadFile>;

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

describe('Upload refusals (SPEC §5)', () => {
  const refusedWith = (code: string) =>
    ({
      state: 'error',
      errors: [{ code: 'validation_error', fieldName: 'file', errors: [code] }],
      effects: {},
    }) as unknown as Awaited<ReturnType<typeof uploadFile>>;

  async function choose(file: File) {
    await act(async () => {
      fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    });
    return screen.findByTestId('upload-warning');
  }

  it('a file over 5 MB says Invalid size before sending anything', async () => {
    upload.mockReset();
    setup();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' });
    expect(await choose(big)).toHaveTextContent('Invalid size');
    expect(upload).not.toHaveBeenCalled();
  });

  it('an image whose sides are too small says so and names the minimum, not Invalid size', async () => {
    upload.mockReset().mockResolvedValue(refusedWith('min_length'));
    setup();
    const small = new File([new Uint8Array(1000)], 'small.png', { type: 'image/png' });
    const warning = await choose(small);
    expect(warning).toHaveTextContent('Image too small: it must be at least 600 × 600 pixels');
    expect(warning).not.toHaveTextContent('Invalid size');
  });

  it('an image the server finds too large (bytes or pixels) still says Invalid size', async () => {
    upload.mockReset().mockResolvedValue(refusedWith('max_length'));
    setup();
    const huge = new File([new Uint8Array(1000)], 'huge.png', { type: 'image/png' });
    expect(await choose(huge)).toHaveTextContent('Invalid size');
  });
});

describe('Before hydration (no JavaScript)', () => {
  const serverHtml = (posted?: Parameters<typeof DocumentUploads>[0]['posted']) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <DocumentUploads
          document={passport}
          disabled={false}
          needsSave={false}
          posted={posted}
          onChange={jest.fn()}
        />
      </NextIntlClientProvider>,
    );
    return host;
  };

  it('is a multipart form back to this page, the document type sent before the file', () => {
    const form = serverHtml().querySelector('form[enctype="multipart/form-data"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(
      `/api/documents/upload?_page=${encodeURIComponent('/en/verification/passport')}`,
    );
    const names = [...form.querySelectorAll('input')].map((input) => input.name);
    expect(names).toEqual(['documentType', 'file']);
    expect(form.querySelector('label[for="upload-native-file"]')).toHaveTextContent(
      en.Verification.chooseFile,
    );
  });

  it("shows the server's refusal of the posted file as an alert the input points to", () => {
    const host = serverHtml({
      upload: {
        form: '/documents/upload',
        succeeded: false,
        values: {},
        errors: [{ code: 'validation_error', fieldName: 'file', errors: ['invalid_value'] }],
      },
      remove: null,
    });
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert).toHaveTextContent(en.Verification.invalidType);
    expect(host.querySelector('input[type="file"]')!.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
