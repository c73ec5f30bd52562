import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = (file: string) =>
  readFileSync(path.join(__dirname, '..', '..', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector matches (jsdom computes no styles from CSS modules). */
function declarations(text: string, selector: RegExp): string | null {
  for (const match of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (selector.test(match[1]!.trim())) return match[2]!;
  }
  return null;
}

const ring = (text: string | null) => /outline:\s*(\d+)px solid var\(--c-focus\)/.exec(text ?? '')?.[1];

describe('Focus appearance of text fields (issue 20 item 12, WCAG 2.2)', () => {
  it('a focused field gets the same solid ring as buttons and links, not only a faint border', () => {
    const buttons = ring(declarations(css('app/globals.css'), /^:focus-visible$/));
    const fields = ring(
      declarations(css('components/forms/forms.module.css'), /^\.control:has\([\s\S]*input:focus-visible/),
    );
    expect(buttons).toBe('3');
    expect(fields).toBe(buttons);
  });

  it("a date's segments (React Aria spinbuttons, issue 20 item 10) ring the field the same way", () => {
    const dates = ring(
      declarations(
        css('components/forms/forms.module.css'),
        /^\.control:has\([\s\S]*\[role='spinbutton'\]:focus-visible/,
      ),
    );
    expect(dates).toBe('3');
  });
});
